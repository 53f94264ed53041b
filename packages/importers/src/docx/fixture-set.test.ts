import { readFileSync } from "node:fs";
import type { ResumeData } from "@sira/schema";
import { describe, expect, it } from "vitest";
import { fixturePath, listFixtures, readFixture } from "../../testing/fixtures";
import { parsePdfResume } from "../pdf/parse-pdf-resume";
import type { ImportResult } from "../result";
import { parseDocxResume } from "./parse-docx-resume";

/**
 * The generated DOCX evaluation set (fixtures/resumes-docx/sira-set: 24 CVs, half Arabic, each
 * with its ground truth as resume data), read as Word files and as the PDFs LibreOffice made of
 * them: per field, F1 over the whole set must stay at or above its threshold. The full scoring
 * (summaries, per document) is bench/parse-eval.ts.
 */
const folder = "resumes-docx/sira-set";

const normalize = (value: string) =>
  value
    .normalize("NFKC")
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** Field → values of a resume (one per item), for the fields the thresholds cover. */
function facts(data: ResumeData): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (field: string, value: string) => {
    const v = field === "basics.phone" ? value.replace(/\D/g, "") : normalize(value);
    if (v) out.set(field, [...(out.get(field) ?? []), v]);
  };
  const b = data.basics;
  add("basics.name", b.name);
  add("basics.email", b.email);
  add("basics.phone", b.phone);
  add("basics.location", b.location);
  for (const e of data.sections.experience.items)
    for (const field of ["position", "company", "location", "date"] as const)
      add(`experience.${field}`, e[field]);
  for (const e of data.sections.education.items)
    for (const field of ["institution", "studyType", "area", "date"] as const)
      add(`education.${field}`, e[field]);
  for (const s of data.sections.skills.items) {
    add("skills.name", s.name);
    add("skills.level", s.description);
    for (const keyword of s.keywords) add("skills.keywords", keyword);
  }
  for (const l of data.sections.languages.items) add("languages.name", l.name);
  return out;
}

class Tally {
  readonly counts = new Map<string, { tp: number; fp: number; fn: number }>();
  add(truth: ResumeData, result: ImportResult) {
    const expected = facts(truth);
    const actual = result.ok ? facts(result.data) : new Map<string, string[]>();
    for (const field of new Set([...expected.keys(), ...actual.keys()])) {
      const left = [...(expected.get(field) ?? [])];
      const c = this.counts.get(field) ?? { tp: 0, fp: 0, fn: 0 };
      for (const value of actual.get(field) ?? []) {
        const i = left.indexOf(value);
        if (i >= 0) {
          left.splice(i, 1);
          c.tp++;
        } else c.fp++;
      }
      c.fn += left.length;
      this.counts.set(field, c);
    }
  }
  f1(): Record<string, number> {
    return Object.fromEntries(
      [...this.counts].map(([field, c]) => [
        field,
        Math.round(((2 * c.tp) / (2 * c.tp + c.fp + c.fn)) * 1000) / 1000,
      ]),
    );
  }
}

const names = listFixtures(folder)
  .filter((name) => name.endsWith(".docx"))
  .map((name) => name.replace(/\.docx$/, ""));
const truthOf = (name: string) =>
  JSON.parse(readFileSync(fixturePath(folder, `${name}.json`), "utf8")) as ResumeData;

/** Per-field F1 floors: names, contacts, companies and positions are read exactly. */
const exact = ["basics.name", "basics.email", "basics.phone", "experience.company", "experience.position"];
const floors: Record<"docx" | "pdf", Record<string, number>> = {
  docx: {
    ...Object.fromEntries(exact.map((f) => [f, 1])),
    "basics.location": 0.9,
    "experience.location": 1,
    "experience.date": 1,
    "education.institution": 0.9,
    "education.studyType": 1,
    "education.area": 1,
    "education.date": 1,
    "skills.name": 1,
    "skills.level": 1,
    "skills.keywords": 1,
    "languages.name": 1,
  },
  pdf: {
    ...Object.fromEntries(exact.map((f) => [f, 0.95])),
    "basics.name": 1,
    "basics.email": 0.95,
    "basics.location": 0.85,
    "experience.location": 0.9,
    "experience.date": 0.9,
    "education.institution": 0.9,
    "education.studyType": 1,
    "education.area": 1,
    "education.date": 0.9,
    "skills.name": 0.95,
    "skills.level": 1,
    "skills.keywords": 0.95,
    "languages.name": 1,
  },
};

describe("the DOCX evaluation set", () => {
  it("holds at least 24 CVs, half of them Arabic, each with ground truth and a LibreOffice PDF", () => {
    expect(names.length).toBeGreaterThanOrEqual(24);
    expect(names.filter((n) => n.startsWith("ar-")).length).toBe(names.length / 2);
    for (const name of names) {
      expect(truthOf(name).basics.name, name).not.toBe("");
      expect(readFixture(folder, `${name}.pdf`).byteLength, name).toBeGreaterThan(1000);
    }
  });

  it.each(["ar", "en"] as const)(
    "reads the %s Word files field by field at or above the floors",
    (language) => {
      const tally = new Tally();
      for (const name of names.filter((n) => n.startsWith(`${language}-`)))
        tally.add(truthOf(name), parseDocxResume(readFixture(folder, `${name}.docx`)));
      const f1 = tally.f1();
      for (const [field, floor] of Object.entries(floors.docx))
        expect(f1[field] ?? 0, field).toBeGreaterThanOrEqual(floor);
    },
  );

  it.each(["ar", "en"] as const)(
    "reads the %s LibreOffice PDFs field by field at or above the floors",
    async (language) => {
      const tally = new Tally();
      for (const name of names.filter((n) => n.startsWith(`${language}-`)))
        tally.add(truthOf(name), await parsePdfResume(readFixture(folder, `${name}.pdf`)));
      const f1 = tally.f1();
      for (const [field, floor] of Object.entries(floors.pdf))
        expect(f1[field] ?? 0, `${field} ${JSON.stringify(f1)}`).toBeGreaterThanOrEqual(floor);
    },
    60_000,
  );
});
