import { countryCodes, experienceLevels, jobSources, jobTypes, remoteModes } from "@sira/schema/constants";
import { jobDateFilters, jobFilterCountries, jobSorts } from "@sira/schema/job-api";
import { eligibilityFilters } from "@sira/schema/job-eligibility";

/** The jobs list's search and filters, kept in the URL so a reload or a shared link keeps them. */
export interface JobFilters {
  q: string;
  date: (typeof jobDateFilters)[number];
  sort: (typeof jobSorts)[number];
  experience: (typeof experienceLevels)[number][];
  remote: (typeof remoteModes)[number][];
  sources: (typeof jobSources)[number][];
  types: (typeof jobTypes)[number][];
  /** Location, country first: a country code or `remote`; "" is the resume's country (the server's default). */
  country: (typeof countryCodes)[number] | "remote" | "";
  /** Places within the country: Saudi region ids, city ids elsewhere. */
  regions: string[];
  keywords: string[];
  /** `me`: only jobs whose nationality, residency and visa requirements do not exclude the resume. */
  eligible: (typeof eligibilityFilters)[number];
}

export const emptyFilters: JobFilters = {
  q: "",
  date: "all",
  sort: "high",
  experience: [],
  remote: [],
  sources: [],
  types: [],
  country: "",
  regions: [],
  keywords: [],
  eligible: "any",
};

const listKeys = ["experience", "remote", "sources", "types", "regions", "keywords"] as const;
const allowed: Record<(typeof listKeys)[number], readonly string[] | null> = {
  experience: experienceLevels,
  remote: remoteModes,
  sources: jobSources,
  types: jobTypes,
  regions: null,
  keywords: null,
};

/** Read filters from URL search params; unknown values are dropped. */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const filters: JobFilters = { ...emptyFilters, q: params.get("q") ?? "" };
  const date = params.get("date") ?? "";
  if ((jobDateFilters as readonly string[]).includes(date)) filters.date = date as JobFilters["date"];
  const sort = params.get("sort") ?? "";
  if ((jobSorts as readonly string[]).includes(sort)) filters.sort = sort as JobFilters["sort"];
  const country = params.get("country") ?? "";
  if (country === "remote" || (countryCodes as readonly string[]).includes(country))
    filters.country = country as JobFilters["country"];
  const eligible = params.get("eligible") ?? "";
  if ((eligibilityFilters as readonly string[]).includes(eligible))
    filters.eligible = eligible as JobFilters["eligible"];
  for (const key of listKeys) {
    const values = (params.get(key) ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter((v) => v && (allowed[key]?.includes(v) ?? true));
    (filters[key] as string[]) = [...new Set(values)];
  }
  return filters;
}

/** Write filters as URL search params, leaving defaults out. */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.date !== "all") params.set("date", filters.date);
  if (filters.sort !== emptyFilters.sort) params.set("sort", filters.sort);
  if (filters.eligible !== "any") params.set("eligible", filters.eligible);
  if (filters.country) params.set("country", filters.country);
  for (const key of listKeys) if (filters[key].length > 0) params.set(key, filters[key].join(","));
  return params;
}

/**
 * The location filter's countries, in order: the six Gulf states, then remote jobs; the resume's
 * country first when it is another (Egypt).
 */
export function countryChoices(resumeCountry: string | null | undefined): string[] {
  const gulf: string[] = [...jobFilterCountries];
  return resumeCountry && !gulf.includes(resumeCountry) ? [resumeCountry, ...gulf] : gulf;
}

/** The country the list is scoped to: the chosen one, else the resume's ("" for all countries). */
export function effectiveCountry(filters: JobFilters, resumeCountry: string | null | undefined): string {
  return filters.country || resumeCountry || "";
}

/** Choose a country: its places replace the old country's (a region of another country means nothing). */
export function chooseCountry(filters: JobFilters, country: JobFilters["country"]): JobFilters {
  return { ...filters, country, regions: country === filters.country ? filters.regions : [] };
}

/** Toggle one value of a list filter. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Add keyword chips from typed text: split on commas, trimmed, empties and duplicates dropped. */
export function addKeywords(list: readonly string[], text: string): string[] {
  const next = [...list];
  for (const word of text.split(/[,،]/).map((w) => w.trim()))
    if (word && !next.some((k) => k.toLowerCase() === word.toLowerCase())) next.push(word);
  return next;
}

/** Ring colour of a match (spec §9): green 60–100, amber 50–59, grey below. */
export function matchTone(match: number): "green" | "amber" | "none" {
  const percent = Math.round(match * 100);
  if (percent >= 60) return "green";
  if (percent >= 50) return "amber";
  return "none";
}
