import { describe, expect, it } from "vitest";
import {
  detectLanguage,
  normalizeArabic,
  normalizeText,
  stemArabic,
  stemEnglish,
  tokenize,
  tokenKey,
} from "./normalize";
import { contentKeys, isStopword } from "./stopwords";

describe("normalizeArabic", () => {
  it("strips tashkeel and tatweel", () => {
    expect(normalizeArabic("مُهَنْدِسٌ")).toBe("مهندس");
    expect(normalizeArabic("مـــديـر")).toBe("مدير");
  });
  it("unifies alef forms, alef maqsura, taa marbuta, hamza seats", () => {
    expect(normalizeArabic("أإآٱ")).toBe("اااا");
    expect(normalizeArabic("مستشفى")).toBe("مستشفي");
    expect(normalizeArabic("محاسبة")).toBe("محاسبه");
    expect(normalizeArabic("مسؤول")).toBe("مسوول");
    expect(normalizeArabic("رئيس")).toBe("رييس");
  });
  it("converts Arabic-Indic and Persian digits to Western", () => {
    expect(normalizeArabic("خبرة ٥ سنوات و۳")).toBe("خبره 5 سنوات و3");
  });
  it("removes bidi marks", () => {
    expect(normalizeArabic("\u200fالرياض\u200e")).toBe("الرياض");
  });
});

describe("normalizeText and tokenize", () => {
  it("lowercases, maps Arabic punctuation and collapses spaces", () => {
    expect(normalizeText("  Senior   ENGINEER، الرياض؟ ")).toBe("senior engineer, الرياض?");
  });
  it("keeps technical tokens intact", () => {
    const tokens = tokenize("C++, C#, .NET, Node.js and CI/CD; B.Sc. in IT").map((t) => t.text);
    expect(tokens).toEqual(["c++", "c#", ".net", "node.js", "and", "ci", "cd", "b.sc", "in", "it"]);
  });
  it("separates Arabic and Latin runs written together", () => {
    expect(tokenize("خبرةPython").map((t) => t.text)).toEqual(["خبره", "python"]);
  });
  it("reports script and offsets into the normalized text", () => {
    const [a, b, c] = tokenize("محاسب 2020 Excel");
    expect([a?.script, b?.script, c?.script]).toEqual(["ar", "number", "latin"]);
    expect(c?.start).toBe(11);
  });
});

describe("stemming", () => {
  it("strips the article with attached prepositions and common suffixes", () => {
    expect(stemArabic("المحاسبه")).toBe("محاسب");
    expect(stemArabic("بالمبيعات")).toBe("مبيع");
    expect(stemArabic("للبرمجيات")).toBe("برمج");
    expect(stemArabic("ممرضه")).toBe(stemArabic("ممرض"));
  });
  it("keeps short stems and words starting with waw", () => {
    expect(stemArabic("وظيفه")).toBe("وظيف");
    expect(stemArabic("علم")).toBe("علم");
  });
  it("stems English plurals only", () => {
    expect(stemEnglish("developers")).toBe("developer");
    expect(stemEnglish("technologies")).toBe("technology");
    expect(stemEnglish("business")).toBe("business");
    expect(stemEnglish("analysis")).toBe("analysis");
    expect(tokenKey("SQL")).toBe("SQL");
  });
});

describe("stopwords and helpers", () => {
  it("knows Arabic and English stopwords", () => {
    expect(isStopword("the")).toBe(true);
    expect(isStopword("في")).toBe(true);
    expect(isStopword("التي")).toBe(true);
    expect(isStopword("python")).toBe(false);
  });
  it("content keys drop stopwords and numbers", () => {
    expect(contentKeys("I worked on the 3 dashboards في الشركة")).toEqual(["worked", "dashboard", "شرك"]);
  });
  it("detects the language of mixed text", () => {
    expect(detectLanguage("مطلوب مطور React و Node.js في الرياض")).toBe("ar");
    expect(detectLanguage("React developer needed in Riyadh (الرياض)")).toBe("en");
  });
});
