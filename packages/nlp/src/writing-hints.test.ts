import { describe, expect, it } from "vitest";
import { writingHints } from "./writing-hints";

const kinds = (text: string, language?: "ar" | "en") => writingHints(text, language).map((h) => h.kind);

describe("writingHints", () => {
  it("flags passive voice and weak verbs in English", () => {
    expect(kinds("The report was prepared by me every month.")).toContain("passive-voice");
    expect(kinds("Responsible for managing the social media accounts.")).toContain("weak-verb");
  });
  it("flags achievements without numbers, not those with numbers", () => {
    expect(kinds("Improved customer satisfaction across the region.")).toContain("missing-numbers");
    expect(kinds("Improved customer satisfaction by 18% in 6 months.")).not.toContain("missing-numbers");
  });
  it("flags long sentences", () => {
    const long = `${"I worked with the team on many different projects and tasks ".repeat(4)}.`;
    expect(kinds(long)).toContain("long-sentence");
  });
  it("handles Arabic: تم passive and weak phrases, with Arabic messages", () => {
    const hints = writingHints("تم تطوير نظام جديد للمبيعات. مسؤول عن متابعة العملاء.", "ar");
    expect(hints.map((h) => h.kind)).toEqual(expect.arrayContaining(["passive-voice", "weak-verb"]));
    expect(hints.every((h) => /[\u0600-\u06FF]/.test(h.message))).toBe(true);
  });
  it("returns offsets of the excerpt and nothing for strong text", () => {
    const text = "Led a team of 5.\nWas given the budget by the director.";
    const hint = writingHints(text, "en").find((h) => h.kind === "passive-voice")!;
    expect(text.slice(hint.start, hint.end)).toBe(hint.excerpt);
    expect(writingHints("Cut invoice processing time by 40% by automating approvals in SAP.", "en")).toEqual(
      [],
    );
  });
});
