import { describe, expect, it } from "vitest";
import { shortSlugSuggestion } from "./share-api";

describe("short link offer", () => {
  it("offers a Latin slug for an Arabic one, so the shared link is short", () => {
    expect(shortSlugSuggestion({ title: "سيرة مشرقة", slug: "سيرة-مشرقة" })).toBe("sira-mushriqa");
    expect(shortSlugSuggestion({ title: "", slug: "سارة-العتيبي" })).toBe("sara-al-otaibi");
    const url = `https://sira.example/sara/${shortSlugSuggestion({ title: "سيرتي العامة", slug: "سيرتي-العامة" })}`;
    expect(new URL(url).href.length).toBeLessThan(60);
  });
  it("offers nothing when the slug is Latin already", () => {
    expect(shortSlugSuggestion({ title: "سيرة مشرقة", slug: "my-cv" })).toBeNull();
  });
});
