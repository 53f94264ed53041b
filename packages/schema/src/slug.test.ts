import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { latinSlug, slugify, slugPattern } from "./slug";

describe("slugify", () => {
  it("joins Latin words with hyphens, lowercased", () => {
    expect(slugify("Senior Software Engineer 2024!")).toBe("senior-software-engineer-2024");
  });
  it("keeps Arabic letters and drops diacritics and tatweel", () => {
    expect(slugify("مهندسُ برمجيات ـ أول")).toBe("مهندس-برمجيات-أول");
  });
  it("keeps trailing digits with their word", () => {
    expect(slugify("resume2 v3")).toBe("resume2-v3");
  });
  it("always produces a slug matching the API pattern, or nothing", () => {
    const chars = fc.constantFrom(..."abcXYZ ابتثجحخ٠١ 0123456789-_.,!؟،ـَُ".split(""));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 60 }), (parts) => {
        const slug = slugify(parts.join(""));
        expect(slug === "" || slugPattern.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: 500 },
    );
  });
});

describe("latinSlug", () => {
  it("makes a short Latin slug of an Arabic title, so a shared link is not %-encoded", () => {
    expect(latinSlug("سيرة متميزة")).toBe("sira-mutamayyiza");
    expect(latinSlug("محمد القحطاني - مهندس برمجيات")).toBe("mohammed-al-qahtani-muhandis-barmajiyat");
    const slug = latinSlug("سيرة ذاتية لمهندس برمجيات أول في شركة الاتصالات السعودية بالرياض ٢٠٢٤");
    expect(slug).toMatch(/^[a-z0-9-]+$/);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slugPattern.test(slug)).toBe(true);
    expect(encodeURI(slug)).toBe(slug);
  });
  it("keeps Latin titles as slugify does", () => {
    expect(latinSlug("Senior Software Engineer 2024!")).toBe("senior-software-engineer-2024");
  });
  it("existing Arabic slugs stay valid", () => {
    expect(slugPattern.test("سيرتي-العامة")).toBe(true);
  });
});
