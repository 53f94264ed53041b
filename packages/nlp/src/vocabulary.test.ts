import { describe, expect, it } from "vitest";
import { CREDITS } from "./credits";
import { conceptLabel, findConceptIds, findConcepts, getConcept, listConcepts } from "./vocabulary";

describe("vocabulary", () => {
  it("maps Arabic and English skill names to the same id", () => {
    expect(findConceptIds("خبرة في بايثون والإكسل وقواعد البيانات", "skill")).toEqual([
      "python",
      "excel",
      "databases",
    ]);
    expect(findConceptIds("Python, MS Excel and relational databases", "skill")).toEqual([
      "python",
      "excel",
      "databases",
    ]);
  });
  it("finds Gulf job titles in both languages, masculine and feminine", () => {
    expect(findConceptIds("ممرضة", "title")).toEqual(["nurse"]);
    expect(findConceptIds("Registered Nurse", "title")).toEqual(["nurse"]);
    expect(findConceptIds("مطورة واجهات أمامية", "title")).toEqual(["frontend-developer"]);
    expect(findConceptIds("مهندس مدني", "title")).toEqual(["civil-engineer"]);
  });
  it("prefers the longest phrase", () => {
    expect(findConceptIds("React Native developer", "skill")).toEqual(["react-native"]);
    expect(findConceptIds("SQL Server", "skill")).toEqual(["sql-server"]);
  });
  it("handles the conjunction waw and attached articles", () => {
    expect(findConceptIds("والمحاسبة", "skill")).toEqual(["accounting"]);
  });
  it("does not confuse place names with common words", () => {
    expect(findConceptIds("خبرة في المبيعات", "location")).toEqual([]);
    expect(findConceptIds("العمل في الخبر", "location")).toEqual(["khobar"]);
  });
  it("knows the 13 Saudi regions and maps cities to region and country", () => {
    const regions = listConcepts("location").filter((c) => c.level === "region");
    expect(regions).toHaveLength(13);
    expect(regions.every((r) => r.country === "SA")).toBe(true);
    const [jeddah] = findConcepts("جدة", "location");
    expect(jeddah?.concept).toMatchObject({ id: "jeddah", region: "makkah", country: "SA" });
    expect(findConcepts("Doha, Qatar", "location")[0]?.concept.country).toBe("QA");
    expect(findConcepts("القاهرة", "location")[0]?.concept.country).toBe("EG");
  });
  it("includes ESCO occupations and skills with both labels", () => {
    const escoTitles = listConcepts("title").filter((c) => c.source === "esco");
    expect(escoTitles.length).toBeGreaterThan(1000);
    expect(findConceptIds("مدير علاقات المستثمرين", "title")[0]).toMatch(/^occ\./);
    expect(getConcept("title", "accountant")?.isco).toBe("2411");
  });
  it("labels concepts in the requested language", () => {
    expect(conceptLabel("title", "accountant", "ar")).toBe("محاسب");
    expect(conceptLabel("degree", "bachelor", "en")).toBe("Bachelor's degree");
    expect(conceptLabel("skill", "unknown-id", "en")).toBe("unknown-id");
  });
  it("carries the ESCO attribution", () => {
    expect(CREDITS.esco.text).toBe("This product uses the ESCO classification of the European Commission.");
  });
});
