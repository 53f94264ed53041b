import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createResumeRequestSchema, resumeSlugSchema } from "./resume-api";
import { slugify } from "./slug";

const titleChars = fc.constantFrom(
  ..."abcdefXYZ سيرةذاتيمهندسأإآءئؤى 0123456789٠١٢ -_.,;:!?؟،()[]&/ـًٌٍَُِّْ".split(""),
);

describe("resume request schemas", () => {
  it("accept the slug derived from any Arabic, Latin, digit and punctuation title (when it has one)", () => {
    fc.assert(
      fc.property(fc.array(titleChars, { maxLength: 80 }), (parts) => {
        const slug = slugify(parts.join(""));
        expect(resumeSlugSchema.safeParse(slug).success).toBe(slug.length > 0);
      }),
      { numRuns: 1000 },
    );
  });

  it("default a new resume to Arabic and not the sample", () => {
    expect(createResumeRequestSchema.parse({ title: "سيرة", slug: "سيرة" })).toEqual({
      title: "سيرة",
      slug: "سيرة",
      language: "ar",
      sample: false,
    });
  });
});
