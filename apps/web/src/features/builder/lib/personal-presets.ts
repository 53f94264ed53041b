import type { CountryCode } from "@sira/schema/constants";
import {
  emptyPersonal,
  type LicenceBody,
  licenceBodiesFor,
  type Personal,
  residencyKindsFor,
} from "@sira/schema/personal";

/**
 * Country presets (issue 40, deliverable 2): what a resume aimed at a country usually carries
 * and where. Saudi and UAE recruiters read nationality and visa right under the name; every Gulf
 * preset has the photo on except for tech and academic headlines, where employers usually
 * prefer none. A preset only proposes: the user applies it, and every part stays editable.
 */

export type PresetPart =
  | "nationality"
  | "residency"
  | "availability"
  | "birthDate"
  | "drivingLicences"
  | "professionalLicences";

export interface CountryPreset {
  country: CountryCode;
  placement: Personal["placement"];
  parts: PresetPart[];
  /** Licence bodies of the country, offered first. */
  bodies: LicenceBody[];
  /** Photo shown by default (Gulf presets, unless tech or academia). */
  photo: boolean;
  /** Why the photo proposal is what it is: a key of personal.json `preset.photoHint`. */
  photoHint: "gulf" | "techAcademia" | "none";
}

const gulf = new Set<CountryCode>(["SA", "AE", "QA", "BH", "KW", "OM"]);

/** Tech or academic headlines, in English and Arabic. */
const techOrAcademia =
  /software|developer|programmer|devops|front[- ]?end|back[- ]?end|full[- ]?stack|data scien|machine learning|\bai\b|\bit\b|cloud|cyber|research|professor|lecturer|academic|scientist|ph\.?d|برمجيات|مطور|مبرمج|برمجة|بيانات|سحابي|الأمن السيبراني|باحث|أستاذ|محاضر|أكاديمي|دكتوراه|ذكاء اصطناعي/i;

export function isTechOrAcademia(headline: string): boolean {
  return techOrAcademia.test(headline);
}

export function countryPreset(country: CountryCode, headline: string): CountryPreset {
  const isGulf = gulf.has(country);
  const techAcademia = isTechOrAcademia(headline);
  return {
    country,
    placement: country === "SA" || country === "AE" ? "under-name" : "details",
    parts: isGulf
      ? ["nationality", "residency", "availability", "drivingLicences", "professionalLicences"]
      : ["availability", "birthDate"],
    bodies: licenceBodiesFor(country),
    photo: isGulf && !techAcademia,
    photoHint: isGulf ? (techAcademia ? "techAcademia" : "gulf") : "none",
  };
}

/**
 * The block with a preset applied: placement, the proposed parts switched on, the residency's
 * country set when empty (and its kind when the nationality makes it obvious). Nothing typed is
 * cleared or overwritten.
 */
export function applyPreset(current: Personal | undefined, preset: CountryPreset): Personal {
  const p = structuredClone(current ?? emptyPersonal());
  p.placement = preset.placement;
  for (const part of preset.parts) p[part].visible = true;
  const r = p.residency;
  if (preset.parts.includes("residency") && !r.country && !r.kind) {
    r.country = preset.country;
    const nationality = p.nationality.country;
    if (nationality === preset.country) r.kind = "citizen";
    else if (nationality) r.kind = residencyKindsFor(preset.country)[1] ?? "";
  }
  return p;
}
