import { createEmptyItem, type ResumeData } from "@sira/schema";
import { describe, expect, it } from "vitest";
import { buildResume, resumes } from "../testing/fixtures";
import { evaluateTailoring } from "../testing/tailor-eval";
import {
  applyTailorChange,
  applyTailorChanges,
  checkProposal,
  compareForTailoring,
  factsOf,
  inventedFacts,
  proposeTailoring,
  resumeTexts,
} from "./tailor";

const now = new Date("2026-06-01");

/** The data analyst of the fixtures with gaps tailoring can close without inventing anything. */
function analyst(): ResumeData {
  const data = buildResume({
    language: "en",
    headline: "Reporting specialist",
    summary: "Analyst turning sales data into decisions.",
    experience: [
      {
        position: "Reporting Specialist",
        company: "Nahdi Retail",
        date: "Jan 2022 - Present",
        summary:
          "<ul><li><p>Wrote monthly reports for 12 branches.</p></li><li><p>Built SQL queries and Tableau dashboards.</p></li></ul>",
      },
      {
        position: "Data Analyst",
        company: "Gulf Insights",
        date: "Jan 2019 - Dec 2021",
        summary: "Cleaned data with Python and Excel; cut reporting time by 30%.",
      },
    ],
    education: [{ studyType: "Bachelor", area: "Statistics", institution: "King Saud University" }],
    skills: ["Excel", "Communication", "SQL"],
    languages: ["Arabic"],
  });
  data.sections.interests.items.push({
    ...createEmptyItem("interests"),
    name: "Data",
    keywords: ["Power BI side projects"],
  });
  const hidden = {
    ...createEmptyItem("certifications"),
    name: "Microsoft Power BI Data Analyst",
    issuer: "Microsoft",
    visible: false,
  };
  data.sections.certifications.items.push(hidden);
  data.sections.projects.items.push({
    ...createEmptyItem("projects"),
    name: "Photography blog",
    description: "WordPress and Photoshop",
  });
  return data;
}

const posting =
  "Data Analyst\nRequirements: SQL, Power BI and Python are required. 3 years of experience. Fluent English. Tableau is a plus.";

describe("proposeTailoring", () => {
  it("proposes each kind from the resume's own facts, and accepting them raises the score", () => {
    const data = analyst();
    const proposals = proposeTailoring(data, posting, { now });
    const kinds = new Set(proposals.map((p) => p.kind));
    for (const kind of [
      "surface-skill",
      "show-item",
      "reorder-skills",
      "reorder-bullets",
      "headline",
      "summary",
      "hide-item",
    ])
      expect(kinds, kind).toContain(kind);
    // Power BI is surfaced with the sentence that shows it; Python from the experience.
    const powerBi = proposals.find((p) => p.id === "surface-skill:power-bi");
    expect(powerBi?.evidence).toContain("Power BI");
    expect(proposals.find((p) => p.kind === "headline")?.after).toContain("Data Analyst");
    // Hidden, not deleted.
    const hide = proposals.find((p) => p.kind === "hide-item");
    expect(hide?.change).toMatchObject({ op: "visible", value: false });
    const before = compareForTailoring(data, posting, { now }).score;
    const after = compareForTailoring(
      applyTailorChanges(
        data,
        proposals.map((p) => p.change),
      ),
      posting,
      { now },
    ).score;
    expect(after).toBeGreaterThan(before);
    for (const p of proposals) expect(checkProposal(data, p.change), p.id).toEqual([]);
  });

  it("puts the posting's must-haves first in skills and bullets", () => {
    const data = analyst();
    const proposals = proposeTailoring(data, posting, { now });
    expect(proposals.find((p) => p.kind === "reorder-skills")?.after.split(" · ")[0]).toBe("SQL");
    const bullets = proposals.find((p) => p.kind === "reorder-bullets");
    expect(bullets?.after.split("\n")[0]).toContain("SQL");
  });

  it("works in Arabic: the summary lead is Arabic and cites only shown skills", () => {
    const data = buildResume(resumes.accountant);
    const job = "محاسب\nيشترط إجادة الإكسل و SAP وإعداد إقرارات ضريبة القيمة المضافة. خبرة 3 سنوات.";
    const proposals = proposeTailoring(data, job, { now });
    const summary = proposals.find((p) => p.kind === "summary");
    expect(summary?.after).toMatch(/^محاسب.* بخبرة في /);
    for (const p of proposals) expect(checkProposal(data, p.change)).toEqual([]);
  });

  it("proposes nothing that lowers the score, and nothing for an empty posting", () => {
    const data = analyst();
    for (const p of proposeTailoring(data, posting, { now })) expect(p.gain).toBeGreaterThanOrEqual(0);
    expect(proposeTailoring(data, "", { now }).filter((p) => p.kind !== "hide-item")).toEqual([]);
  });
});

describe("the no-invention check", () => {
  const data = analyst();
  const facts = factsOf(resumeTexts(data));
  const rewrite = (value: string) =>
    checkProposal(data, {
      op: "field",
      section: "experience",
      itemId: data.sections.experience.items[1]!.id,
      field: "summary",
      value,
    });

  it("accepts a rewrite that keeps the resume's facts, in other words", () => {
    expect(rewrite("Cut reporting time by 30% by cleaning data in Python and Excel.")).toEqual([]);
    expect(inventedFacts(facts, "Wrote monthly reports for twelve branches")).toEqual([]);
  });

  it.each([
    ["a skill", "Cleaned data with Python, Excel and Snowflake; cut reporting time by 30%.", "skill"],
    ["a figure", "Cleaned data with Python and Excel; cut reporting time by 45%.", "figure"],
    [
      "a figure in Arabic-Indic digits",
      "نظفت البيانات باستخدام Python و Excel وخفضت وقت التقارير ٤٥٪.",
      "figure",
    ],
    ["a money figure", "Saved SAR 2,500,000 a year with Python and Excel.", "figure"],
    ["an employer", "Cleaned data with Python and Excel for Aramco; cut reporting time by 30%.", "employer"],
    ["an Arabic employer", "حللت البيانات لدى شركة أرامكو باستخدام Python.", "employer"],
    ["a title", "Promoted to data scientist; cleaned data with Python and Excel.", "title"],
    ["a date", "Cleaned data with Python and Excel since 2015.", "date"],
    ["a degree", "Holder of a PhD, cleaned data with Python and Excel.", "degree"],
  ])("refuses a model output that adds %s", (_name, value, kind) => {
    const found = rewrite(value);
    expect(Array.isArray(found) && found.map((f) => f.kind)).toContain(kind);
  });

  it("reads the employer after stacked cues (لدى شركة …) when the resume has worked for a company too", () => {
    const shown = factsOf(["عملت لدى شركة سحابة الخليج للاتصالات"]);
    expect(inventedFacts(shown, "عملت سابقًا لدى شركة أرامكو.")).toEqual([
      { kind: "employer", value: "أرامكو" },
    ]);
    expect(inventedFacts(shown, "عملت لدى شركة سحابة الخليج.")).toEqual([]);
  });

  it("refuses surfacing a skill the resume does not show, and a change that does not fit", () => {
    expect(checkProposal(data, { op: "add-skill", name: "Kubernetes" })).toEqual([
      { kind: "skill", value: "Kubernetes" },
    ]);
    expect(checkProposal(data, { op: "visible", section: "experience", itemId: "nope", value: true })).toBe(
      "not-applicable",
    );
    expect(checkProposal(data, { op: "order", section: "skills", ids: ["a"] })).toBe("not-applicable");
  });

  it("counts the twin's text as shown", () => {
    expect(
      checkProposal(data, { op: "add-skill", name: "Kubernetes" }, { extraTexts: ["Kubernetes clusters"] }),
    ).toEqual([]);
  });

  it("never deletes: hiding keeps the item", () => {
    const item = data.sections.projects.items[0]!;
    const next = applyTailorChange(data, {
      op: "visible",
      section: "projects",
      itemId: item.id,
      value: false,
    });
    expect(next?.sections.projects.items).toHaveLength(1);
    expect(next?.sections.projects.items[0]?.visible).toBe(false);
  });
});

describe("the evaluation set (bench/tailor-eval.ts)", () => {
  it("raises the compare score in at least 80 % of pairs and never adds a fact", () => {
    const results = evaluateTailoring();
    expect(results.length).toBeGreaterThanOrEqual(20);
    expect(results.filter((r) => r.after > r.before).length / results.length).toBeGreaterThanOrEqual(0.8);
    expect(results.flatMap((r) => r.invented)).toEqual([]);
    for (const r of results) expect(r.after, r.id).toBeGreaterThanOrEqual(r.before);
  });
});
