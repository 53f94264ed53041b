import { type Language, languages, limits, templateIds } from "./constants";
import { personalSchema } from "./personal";
import { z } from "./zod";

/**
 * Resume data of spec §3: basics, sections, metadata. Text fields accept any string
 * (within length bounds) so autosave never loses what the user typed; renderers decide
 * what is a valid link. Bounds exist to keep one resume a reasonable size.
 */

const shortText = z.string().max(500);
const longText = z.string().max(20_000);
const idSchema = z.string().min(1).max(64);

export const urlSchema = z.object({ label: shortText, href: z.string().max(2000) });
export type Url = z.infer<typeof urlSchema>;

export const levelSchema = z.number().int().min(limits.levelMin).max(limits.levelMax);

export const customFieldSchema = z.object({
  id: idSchema,
  icon: shortText,
  name: shortText,
  value: shortText,
});

export const pictureSchema = z.object({
  url: z.string().max(2_000_000),
  size: z.number().min(32).max(512),
  aspectRatio: z.number().min(0.1).max(2),
  borderRadius: z.number().min(0).max(9999),
  effects: z.object({ hidden: z.boolean(), border: z.boolean(), grayscale: z.boolean() }),
});

export const basicsSchema = z.object({
  name: shortText,
  headline: shortText,
  location: shortText,
  phone: shortText,
  email: shortText,
  url: urlSchema,
  customFields: z.array(customFieldSchema).max(50),
  picture: pictureSchema,
});
export type Basics = z.infer<typeof basicsSchema>;

const itemBase = { id: idSchema, visible: z.boolean() };
const keywords = z.array(shortText).max(100);

export const profileItemSchema = z.object({
  ...itemBase,
  network: shortText,
  username: shortText,
  icon: shortText,
  url: urlSchema,
});
export const experienceItemSchema = z.object({
  ...itemBase,
  company: shortText,
  position: shortText,
  location: shortText,
  date: shortText,
  summary: longText,
  url: urlSchema,
});
export const educationItemSchema = z.object({
  ...itemBase,
  institution: shortText,
  studyType: shortText,
  area: shortText,
  score: shortText,
  date: shortText,
  summary: longText,
  url: urlSchema,
});
export const awardItemSchema = z.object({
  ...itemBase,
  title: shortText,
  awarder: shortText,
  date: shortText,
  summary: longText,
  url: urlSchema,
});
export const certificationItemSchema = z.object({
  ...itemBase,
  name: shortText,
  issuer: shortText,
  date: shortText,
  summary: longText,
  url: urlSchema,
});
export const skillItemSchema = z.object({
  ...itemBase,
  name: shortText,
  description: shortText,
  level: levelSchema,
  keywords,
});
export const interestItemSchema = z.object({ ...itemBase, name: shortText, keywords });
export const publicationItemSchema = z.object({
  ...itemBase,
  name: shortText,
  publisher: shortText,
  date: shortText,
  summary: longText,
  url: urlSchema,
});
export const volunteerItemSchema = z.object({
  ...itemBase,
  organization: shortText,
  position: shortText,
  location: shortText,
  date: shortText,
  summary: longText,
  url: urlSchema,
});
export const languageItemSchema = z.object({
  ...itemBase,
  name: shortText,
  description: shortText,
  level: levelSchema,
});
export const projectItemSchema = z.object({
  ...itemBase,
  name: shortText,
  description: shortText,
  date: shortText,
  summary: longText,
  keywords,
  url: urlSchema,
});
export const referenceItemSchema = z.object({
  ...itemBase,
  name: shortText,
  description: shortText,
  summary: longText,
  url: urlSchema,
});
export const customItemSchema = z.object({
  ...itemBase,
  name: shortText,
  description: shortText,
  date: shortText,
  location: shortText,
  summary: longText,
  keywords,
  url: urlSchema,
});

export type ProfileItem = z.infer<typeof profileItemSchema>;
export type ExperienceItem = z.infer<typeof experienceItemSchema>;
export type EducationItem = z.infer<typeof educationItemSchema>;
export type AwardItem = z.infer<typeof awardItemSchema>;
export type CertificationItem = z.infer<typeof certificationItemSchema>;
export type SkillItem = z.infer<typeof skillItemSchema>;
export type InterestItem = z.infer<typeof interestItemSchema>;
export type PublicationItem = z.infer<typeof publicationItemSchema>;
export type VolunteerItem = z.infer<typeof volunteerItemSchema>;
export type LanguageItem = z.infer<typeof languageItemSchema>;
export type ProjectItem = z.infer<typeof projectItemSchema>;
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export type CustomItem = z.infer<typeof customItemSchema>;

const sectionBase = {
  id: idSchema,
  name: shortText,
  columns: z.number().int().min(1).max(5),
  visible: z.boolean(),
};

function sectionOf<T extends z.ZodType>(item: T) {
  return z.object({ ...sectionBase, items: z.array(item).max(200) });
}

export const summarySectionSchema = z.object({ ...sectionBase, content: longText });

/** Item schema of every list section, keyed by section id. */
export const sectionItemSchemas = {
  profiles: profileItemSchema,
  experience: experienceItemSchema,
  education: educationItemSchema,
  awards: awardItemSchema,
  certifications: certificationItemSchema,
  skills: skillItemSchema,
  interests: interestItemSchema,
  publications: publicationItemSchema,
  volunteer: volunteerItemSchema,
  languages: languageItemSchema,
  projects: projectItemSchema,
  references: referenceItemSchema,
} as const;
export type ListSectionKey = keyof typeof sectionItemSchemas;
export const listSectionKeys = Object.keys(sectionItemSchemas) as ListSectionKey[];

export const customSectionSchema = sectionOf(customItemSchema);
export type CustomSection = z.infer<typeof customSectionSchema>;

export const sectionsSchema = z.object({
  summary: summarySectionSchema,
  profiles: sectionOf(profileItemSchema),
  experience: sectionOf(experienceItemSchema),
  education: sectionOf(educationItemSchema),
  awards: sectionOf(awardItemSchema),
  certifications: sectionOf(certificationItemSchema),
  skills: sectionOf(skillItemSchema),
  interests: sectionOf(interestItemSchema),
  publications: sectionOf(publicationItemSchema),
  volunteer: sectionOf(volunteerItemSchema),
  languages: sectionOf(languageItemSchema),
  projects: sectionOf(projectItemSchema),
  references: sectionOf(referenceItemSchema),
  custom: z.record(idSchema, customSectionSchema),
});
export type Sections = z.infer<typeof sectionsSchema>;
export type SectionKey = "summary" | ListSectionKey | `custom.${string}`;

/** Page layout: pages, each with two columns (main, sidebar) of section ids. */
export const layoutSchema = z
  .array(z.array(z.array(z.string().max(80)).max(40)).length(2))
  .min(1)
  .max(10);
export type Layout = z.infer<typeof layoutSchema>;

export const metadataSchema = z.object({
  template: z.string().max(40),
  /** The resume's language: direction, headings, month names. */
  language: z.enum(languages),
  layout: layoutSchema,
  css: z.object({ value: z.string().max(20_000), visible: z.boolean() }),
  page: z.object({
    margin: z.number().min(0).max(48),
    format: z.enum(["a4", "letter"]),
    options: z.object({ breakLine: z.boolean(), pageNumbers: z.boolean() }),
  }),
  theme: z.object({
    background: z.string().max(32),
    text: z.string().max(32),
    primary: z.string().max(32),
  }),
  typography: z.object({
    font: z.object({
      family: z.string().max(80),
      subset: z.string().max(40),
      variants: z.array(z.string().max(20)).max(20),
      size: z.number().min(6).max(18),
    }),
    lineHeight: z.number().min(0.8).max(3),
    hideIcons: z.boolean(),
    underlineLinks: z.boolean(),
  }),
  notes: z.string().max(20_000),
});
export type Metadata = z.infer<typeof metadataSchema>;

export const resumeDataSchema = z.object({
  basics: basicsSchema,
  sections: sectionsSchema,
  metadata: metadataSchema,
  /** Nationality, visa, availability, licences… (issue 40); absent on older resumes. */
  personal: personalSchema.optional(),
});
export type ResumeData = z.infer<typeof resumeDataSchema>;

export const templateIdSchema = z.enum(templateIds);

/** Section headings in each resume language. */
export const sectionNames: Record<Language, Record<"summary" | ListSectionKey | "custom", string>> = {
  en: {
    summary: "Summary",
    profiles: "Profiles",
    experience: "Experience",
    education: "Education",
    awards: "Awards",
    certifications: "Certifications",
    skills: "Skills",
    interests: "Interests",
    publications: "Publications",
    volunteer: "Volunteering",
    languages: "Languages",
    projects: "Projects",
    references: "References",
    custom: "Custom Section",
  },
  ar: {
    summary: "نبذة مهنية",
    profiles: "الحسابات",
    experience: "الخبرات العملية",
    education: "التعليم",
    awards: "الجوائز",
    certifications: "الشهادات",
    skills: "المهارات",
    interests: "الاهتمامات",
    publications: "المنشورات",
    volunteer: "العمل التطوعي",
    languages: "اللغات",
    projects: "المشاريع",
    references: "المراجع",
    custom: "قسم مخصص",
  },
};
