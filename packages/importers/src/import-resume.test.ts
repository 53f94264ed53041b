import { resumeDataSchema } from "@sira/schema";
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readFixture } from "../testing/fixtures";
import { detectImportType, importResume } from "./import-resume";
import { importTypes } from "./result";

describe("detectImportType", () => {
  it("recognises each corpus format from its bytes", () => {
    expect(detectImportType(readFixture("json-resume/jsonresume.org/sample.resume.json"))).toBe(
      "json-resume-json",
    );
    expect(detectImportType(readFixture("reactive-resume/v3-sampleData.json"))).toBe("reactive-resume-json");
    expect(detectImportType(readFixture("reactive-resume/v4-templates/pikachu.json"))).toBe(
      "reactive-resume-json",
    );
    expect(detectImportType(readFixture("resumes-pdf/resume-matcher/john_doe.pdf"))).toBe("pdf");
    expect(detectImportType(zipSync({ "Profile.csv": strToU8("First Name") }))).toBe(
      "linkedin-data-export-zip",
    );
    expect(
      detectImportType(readFixture("json-resume/fresh-test-resumes/fresh/johnny-trouble.broken.json")),
    ).toBe(undefined);
    expect(detectImportType("[1,2]")).toBe(undefined);
    expect(detectImportType({ basics: { name: "x" } })).toBe("json-resume-json");
  });
});

describe("importResume", () => {
  it("dispatches by type and routes a mislabelled JSON file to its real importer", () => {
    const result = importResume({
      type: "json-resume-json",
      input: readFixture("reactive-resume/v4-templates/pikachu.json"),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.data.metadata.template).toBe("pikachu");
    expect(result.warnings.join(" ")).toMatch(/imported as reactive-resume-json/);
  });

  it("gives localized errors for wrong types, wrong input kinds and huge files", () => {
    const unknown = importResume({ type: "word-doc" as never, input: "{}" });
    expect(!unknown.ok && unknown.errors[0]).toMatchObject({ path: "type" });
    const textForZip = importResume({ type: "linkedin-data-export-zip", input: "{}" });
    expect(!textForZip.ok && textForZip.errors[0]?.path).toBe("input");
    const zipForJson = importResume({ type: "json-resume-json", input: zipSync({ "a.csv": strToU8("x") }) });
    expect(!zipForJson.ok && zipForJson.errors[0]?.message.en).toMatch(/not valid JSON/);
    const huge = `{"basics":{"summary":"${"a".repeat(5 * 1024 * 1024)}"}}`;
    const hugeResult = importResume({ type: "json-resume-json", input: huge });
    expect(!hugeResult.ok && hugeResult.errors[0]?.message).toMatchObject({
      en: expect.stringMatching(/5 MB/),
    });
    if (!hugeResult.ok) expect(hugeResult.errors[0]?.message.ar).toContain("ميغابايت");
  });

  it("never throws and always returns schema-valid data or errors, for random JSON", () => {
    fc.assert(
      fc.property(fc.constantFrom(...importTypes), fc.jsonValue({ maxDepth: 4 }), (type, value) => {
        const result = importResume({ type, input: JSON.stringify(value) });
        if (result.ok) expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps random values placed inside real resume shapes schema-valid", () => {
    const anything = fc.anything({ maxDepth: 2 });
    fc.assert(
      fc.property(
        fc.record({
          basics: fc.record({ name: anything, location: anything, profiles: anything, url: anything }),
          work: fc.array(fc.record({ name: anything, startDate: anything, highlights: anything })),
          skills: anything,
          languages: fc.array(fc.record({ language: fc.string(), fluency: anything })),
        }),
        (value) => {
          const result = importResume({ type: "json-resume-json", input: value });
          if (result.ok) expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("rejects truncated corpus JSON with errors, never a throw", () => {
    const text = new TextDecoder().decode(readFixture("json-resume/jsonresume.org/complete-resume.json"));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: text.length - 2 }), (cut) => {
        const result = importResume({ type: "json-resume-json", input: text.slice(0, cut) });
        expect(result.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it("rejects random bytes and random zips as LinkedIn exports without throwing", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (bytes) => {
        const result = importResume({ type: "linkedin-data-export-zip", input: bytes });
        expect(result.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            "Profile.csv",
            "Positions.csv",
            "Skills.csv",
            "Languages.csv",
            "x/Education.csv",
            "a.txt",
          ),
          fc.uint8Array({ maxLength: 512 }),
          { maxKeys: 5 },
        ),
        fc.integer({ min: 0, max: 1000 }),
        (entries, cut) => {
          const zip = zipSync(entries);
          for (const bytes of [zip, zip.slice(0, cut)]) {
            const result = importResume({ type: "linkedin-data-export-zip", input: bytes });
            if (result.ok) expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
