import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixturePath, listFixtures, readFixture } from "../testing/fixtures";
import {
  type CvKey,
  type EvalField,
  evalFields,
  groupOf,
  recall,
  scoreImport,
  summarise,
} from "../testing/import-recall";
import { parseDocxResume } from "./docx/parse-docx-resume";
import { isDocx } from "./docx/read-docx";
import { parsePdfResume } from "./pdf/parse-pdf-resume";

/**
 * The Gulf CV set (fixtures/cv-gulf: 41 CVs as Gulf job seekers make them, DOCX from three producers
 * and their LibreOffice PDFs, four Chrome-printed CVs), imported as the server imports them: per
 * producer group and field, recall must stay at or above its floor. The floors are the level
 * measured last (bench/README.md, "import-eval", 2026-11-30, session 18); raise them as the importer
 * improves, never lower them. The scanned CV has its own test (formats/scan/scan.test.ts); the
 * full report is `npm run import-eval -w @sira/bench`.
 */
const floors: Record<string, Partial<Record<EvalField, number>>> = {
  "docx-js": {
    name: 1,
    email: 1,
    phone: 1,
    headline: 1,
    "job.title": 1,
    "job.company": 1,
    "job.dates": 1,
    "school.name": 1,
    "school.degree": 1,
    "school.dates": 1,
    skills: 1,
    languages: 1,
    personal: 1,
  },
  "docx-js→lo-pdf": {
    name: 0.92,
    email: 0.92,
    phone: 1,
    headline: 1,
    "job.title": 1,
    "job.company": 0.96,
    "job.dates": 1,
    "school.name": 1,
    "school.degree": 1,
    "school.dates": 1,
    skills: 0.98,
    languages: 1,
    personal: 0.93,
  },
  "lo-html": {
    name: 1,
    email: 1,
    phone: 1,
    headline: 1,
    "job.title": 1,
    "job.company": 1,
    "job.dates": 1,
    "school.name": 1,
    "school.degree": 1,
    "school.dates": 1,
    skills: 1,
    languages: 1,
    personal: 1,
  },
  "lo-html→lo-pdf": {
    name: 1,
    email: 0.92,
    phone: 1,
    headline: 0.92,
    "job.title": 1,
    "job.company": 1,
    "job.dates": 1,
    "school.name": 1,
    "school.degree": 1,
    "school.dates": 1,
    skills: 1,
    languages: 1,
    personal: 1,
  },
  chrome: {
    name: 1,
    email: 1,
    phone: 1,
    headline: 1,
    "job.title": 1,
    "job.company": 1,
    "job.dates": 1,
    "school.name": 1,
    "school.degree": 1,
    "school.dates": 1,
    skills: 1,
    languages: 1,
    personal: 1,
  },
  "hand-ooxml": {
    name: 1,
    email: 1,
    phone: 1,
    headline: 1,
    "job.title": 1,
    "job.company": 1,
    "job.dates": 1,
    "school.name": 1,
    "school.degree": 1,
    "school.dates": 1,
    skills: 1,
    languages: 1,
    personal: 1,
  },
  "hand-ooxml→lo-pdf": {
    name: 0.9,
    email: 1,
    phone: 0.9,
    headline: 1,
    "job.title": 1,
    "job.company": 0.85,
    "job.dates": 1,
    "school.name": 1,
    "school.degree": 1,
    "school.dates": 1,
    skills: 1,
    languages: 1,
    personal: 1,
  },
  "chrome-css": {
    name: 0.5,
    email: 1,
    phone: 1,
    headline: 1,
    "job.title": 1,
    "job.company": 1,
    "job.dates": 1,
    "school.name": 1,
    "school.degree": 1,
    "school.dates": 1,
    skills: 1,
    languages: 1,
    personal: 1,
  },
};

describe("the Gulf CV set (fixtures/cv-gulf)", () => {
  it("keeps each producer group's per-field recall at or above its floor", { timeout: 180_000 }, async () => {
    const files = listFixtures("cv-gulf").filter(
      (name) => /\.(pdf|docx)$/.test(name) && !name.includes("-scan"),
    );
    expect(files.length).toBeGreaterThanOrEqual(70);
    const scores = [];
    for (const name of files) {
      const key = JSON.parse(
        readFileSync(fixturePath("cv-gulf", name.replace(/\.\w+$/, ".json")), "utf8"),
      ) as CvKey;
      const bytes = readFixture("cv-gulf", name);
      const result = isDocx(bytes) ? parseDocxResume(bytes) : await parsePdfResume(bytes, { ocr: false });
      expect(result.ok, name).toBe(true);
      scores.push({ group: groupOf(key, name, "cv-gulf"), ...scoreImport(key, result) });
    }
    const groups = summarise(scores);
    const below: string[] = [];
    for (const [group, fieldFloors] of Object.entries(floors)) {
      const tally = groups.get(group);
      expect(tally, group).toBeDefined();
      for (const field of evalFields) {
        const floor = fieldFloors[field];
        const value = tally ? recall(tally[field]) : undefined;
        if (floor !== undefined && value !== undefined && value + 1e-9 < floor)
          below.push(`${group} ${field}: ${value.toFixed(2)} < ${floor}`);
      }
    }
    expect(below).toEqual([]);
    expect([...groups.keys()].sort()).toEqual([...Object.keys(floors), "all"].sort());
  });
});
