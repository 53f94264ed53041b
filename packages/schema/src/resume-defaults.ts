import type { z } from "zod";
import { defaultPrimary, type Language } from "./constants";
import {
  type Basics,
  type CustomItem,
  type Layout,
  type ListSectionKey,
  type Metadata,
  type ResumeData,
  type Sections,
  type sectionItemSchemas,
  sectionNames,
} from "./resume-data";

/** A short random id for items and custom sections (URL-safe, 24 chars). */
export function createId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

/** Reference default layout (docs/notes/reference-defaults.md): main column, then sidebar. */
export function defaultLayout(): Layout {
  return [
    [
      ["profiles", "summary", "experience", "education", "projects", "volunteer", "references"],
      ["skills", "interests", "certifications", "awards", "publications", "languages"],
    ],
  ];
}

/** A layout in one column (spec §4, the single-column templates): each page's sidebar after its main column. */
export function flattenLayout(layout: Layout): Layout {
  return layout.map((page) => [[...(page[0] ?? []), ...(page[1] ?? [])], []]);
}

export const defaultPicture: Basics["picture"] = {
  url: "",
  size: 128,
  aspectRatio: 1,
  borderRadius: 0,
  effects: { hidden: false, border: false, grayscale: false },
};

export function defaultBasics(): Basics {
  return {
    name: "",
    headline: "",
    location: "",
    phone: "",
    email: "",
    url: { label: "", href: "" },
    customFields: [],
    picture: { ...defaultPicture, effects: { ...defaultPicture.effects } },
  };
}

/** Empty item of each list section; the builder's "Add another" compares against these (ids aside). */
export const emptyItems: { [K in ListSectionKey]: Omit<z.infer<(typeof sectionItemSchemas)[K]>, "id"> } = {
  profiles: { visible: true, network: "", username: "", icon: "", url: { label: "", href: "" } },
  experience: {
    visible: true,
    company: "",
    position: "",
    location: "",
    date: "",
    summary: "",
    url: { label: "", href: "" },
  },
  education: {
    visible: true,
    institution: "",
    studyType: "",
    area: "",
    score: "",
    date: "",
    summary: "",
    url: { label: "", href: "" },
  },
  awards: { visible: true, title: "", awarder: "", date: "", summary: "", url: { label: "", href: "" } },
  certifications: {
    visible: true,
    name: "",
    issuer: "",
    date: "",
    summary: "",
    url: { label: "", href: "" },
  },
  // No level until the user chooses one (level 0 prints nothing, spec §9).
  skills: { visible: true, name: "", description: "", level: 0, keywords: [] },
  interests: { visible: true, name: "", keywords: [] },
  publications: {
    visible: true,
    name: "",
    publisher: "",
    date: "",
    summary: "",
    url: { label: "", href: "" },
  },
  volunteer: {
    visible: true,
    organization: "",
    position: "",
    location: "",
    date: "",
    summary: "",
    url: { label: "", href: "" },
  },
  languages: { visible: true, name: "", description: "", level: 0 },
  projects: {
    visible: true,
    name: "",
    description: "",
    date: "",
    summary: "",
    keywords: [],
    url: { label: "", href: "" },
  },
  references: { visible: true, name: "", description: "", summary: "", url: { label: "", href: "" } },
};

export const emptyCustomItem: Omit<CustomItem, "id"> = {
  visible: true,
  name: "",
  description: "",
  date: "",
  location: "",
  summary: "",
  keywords: [],
  url: { label: "", href: "" },
};

/** A fresh empty item of a list section, with a new id. */
export function createEmptyItem<K extends ListSectionKey>(key: K): z.infer<(typeof sectionItemSchemas)[K]> {
  return { ...structuredClone(emptyItems[key]), id: createId() } as z.infer<(typeof sectionItemSchemas)[K]>;
}

export function defaultSections(language: Language): Sections {
  const names = sectionNames[language];
  const list = <K extends ListSectionKey>(key: K) => ({
    id: key,
    name: names[key],
    columns: 1,
    visible: true,
    items: [] as z.infer<(typeof sectionItemSchemas)[K]>[],
  });
  return {
    summary: { id: "summary", name: names.summary, columns: 1, visible: true, content: "" },
    profiles: list("profiles"),
    experience: list("experience"),
    education: list("education"),
    awards: list("awards"),
    certifications: list("certifications"),
    skills: list("skills"),
    interests: list("interests"),
    publications: list("publications"),
    volunteer: list("volunteer"),
    languages: list("languages"),
    projects: list("projects"),
    references: list("references"),
    custom: {},
  };
}

export function defaultMetadata(language: Language): Metadata {
  return {
    template: "professional",
    language,
    layout: defaultLayout(),
    css: { value: "", visible: false },
    page: { margin: 18, format: "a4", options: { breakLine: true, pageNumbers: true } },
    theme: { background: "#ffffff", text: "#000000", primary: defaultPrimary },
    typography: {
      font: {
        family: language === "ar" ? "Tajawal" : "Inter",
        subset: language === "ar" ? "arabic" : "latin",
        variants: ["regular"],
        size: 14,
      },
      lineHeight: 1.5,
      hideIcons: false,
      underlineLinks: true,
    },
    notes: "",
  };
}

/** A new, empty resume in the given language with headings in that language. */
export function defaultResumeData(language: Language): ResumeData {
  return {
    basics: defaultBasics(),
    sections: defaultSections(language),
    metadata: defaultMetadata(language),
  };
}
