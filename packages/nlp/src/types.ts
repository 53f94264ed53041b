import type { CountryCode, experienceLevels, Language } from "@sira/schema";

/** Shared feature shapes. All are plain JSON (ids and numbers), safe to store and send. */

/** Job seniority, the spec's experience filter values. */
export type Seniority = (typeof experienceLevels)[number];
export const seniorityOrder: Record<Seniority, number> = { intern: 0, entry: 1, mid: 2, above: 3 };

/** Degree ids of the vocabulary, lowest to highest. */
export type DegreeLevel = "highschool" | "diploma" | "bachelor" | "master" | "doctorate";
export const degreeRank: Record<DegreeLevel, number> = {
  highschool: 1,
  diploma: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};

/** What a job description asks for. Skill, title, major and language values are vocabulary ids. */
export interface JobRequirements {
  /** Language the description is written in. */
  language: Language;
  skills: {
    /** Stated as required, or listed without a "preferred" cue. */
    must: string[];
    /** Stated as preferred, a plus, an advantage (يفضل، ميزة). */
    nice: string[];
    /**
     * Groups offered as alternatives ("Power BI or Tableau"): one of a group meets it. Absent in
     * features stored before it was added.
     */
    anyOf?: string[][];
  };
  /** Minimum years of experience asked for, or null when not stated. */
  minYears: number | null;
  /** Lowest degree accepted among the required ones, or null when not stated. */
  degree: DegreeLevel | null;
  /** Majors named next to the degree requirement. */
  majors: string[];
  /** Spoken languages asked for (ISO 639-1 ids). */
  languages: string[];
  seniority: Seniority | null;
  /** Job titles named in the text, the title line first. */
  titles: string[];
}

/** One work experience of a resume, as used for interview questions. */
export interface ExperienceSummary {
  position: string;
  company: string;
  /** Length in months, or null when the dates do not parse. */
  months: number | null;
  current: boolean;
}

/** What a resume shows. Skill, title, major and language values are vocabulary ids. */
export interface ResumeFeatures {
  /** Language most of the resume is written in. */
  language: Language;
  /** Skills ordered by how much evidence the resume gives (listed, used in experience…). */
  skills: string[];
  /**
   * Where the resume shows each skill: its skills list, or the first sentence of another section
   * that names or describes it (absent in features stored before it was added).
   */
  skillEvidence?: Record<
    string,
    { section: "skills" | "experience" | "summary" | "projects" | "other"; text: string }
  >;
  /** Skills named in the resume's skills list (absent in older stored features). */
  listedSkills?: string[];
  /** Titles, the current or most recent first (headline, then experience positions). */
  titles: string[];
  /** Position texts as written, most recent first (for titles the vocabulary does not know). */
  positions: string[];
  /** Years of work experience from the dates of experience items (overlaps counted once). */
  yearsOfExperience: number;
  degree: DegreeLevel | null;
  majors: string[];
  /** Spoken languages listed or evident (the language the resume is written in counts). */
  languages: string[];
  seniority: Seniority;
  /** Countries the resume points to, most likely first (address, phone, work locations). */
  countries: CountryCode[];
  /** Saudi region ids and city ids mentioned, most likely first. */
  regions: string[];
  cities: string[];
  experience: ExperienceSummary[];
}

/** A skill with its display label. */
export interface SkillRef {
  id: string;
  label: string;
}
