import { writingSuggestions } from "@sira/nlp/writing-suggestions";
import { describe, expect, it } from "vitest";
import { fixPreview } from "./writing-suggestions";

/** Issue 42 item 13: a suggestion names whole words and shows the words after its fix. */
describe("writing suggestion previews", () => {
  it("shows a first-person fix as whole words, before and after", () => {
    const text = "I led a team of 5 nurses in the ICU";
    const s = writingSuggestions(text, "en").find((x) => x.kind === "first-person");
    expect(s).toBeDefined();
    const preview = fixPreview(text, s!);
    expect(preview.before).toMatch(/^I led\b/);
    expect(preview.after).toMatch(/^Led\b/);
  });

  it("widens any excerpt that cuts a word, in Arabic too", () => {
    const text = "أدرت فريقا من خمسة ممرضين";
    // Tanween on the alef: the fix touches one letter, the preview shows the word.
    const preview = fixPreview(text, {
      kind: "spelling",
      excerpt: "ا",
      start: 9,
      end: 10,
      message: "",
      replacement: "ًا",
    });
    expect(preview).toEqual({ before: "فريقا", after: "فريقًا" });
  });
});
