import { resumeDataSchema } from "@sira/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractDate, parseResumeText } from "./parse-resume-text";
import { buildLines, type PdfTextItem } from "./pdf-text";

describe("extractDate", () => {
  it.each([
    ["Jan 2020 – Present", "Jan 2020 - Present"],
    ["September 2018 - May 2023", "Sep 2018 - May 2023"],
    ["03/2019 - 05/2021", "Mar 2019 - May 2021"],
    ["يناير 2020 - حتى الآن", "Jan 2020 - Present"],
    ["مارس ٢٠١٩ إلى يونيه ٢٠٢١", "Mar 2019 - Jun 2021"],
    ["2016 – 2020", "2016 - 2020"],
  ])("%s → %s", (text, date) => {
    expect(extractDate(`Engineer, Acme ${text}`, false)?.date).toBe(date);
  });

  it("reads single dates only when asked", () => {
    expect(extractDate("State University, May 2016", true)).toEqual({
      date: "May 2016",
      rest: "State University",
    });
    expect(extractDate("State University, May 2016", false)).toBeUndefined();
  });
});

describe("parseResumeText", () => {
  it("parses an Arabic resume with Arabic headings and dates", () => {
    const result = parseResumeText([
      "منيرة العتيبي",
      "ممرضة عناية مركزة",
      "الرياض، السعودية | munira@example.com | +966 50 123 4567",
      "نبذة مهنية",
      "ممرضة بخبرة ثماني سنوات في العناية المركزة.",
      "الخبرة العملية",
      "ممرضة عناية مركزة - مستشفى الملك خالد الجامعي",
      "يناير 2019 - حتى الآن",
      "• متابعة المرضى في وحدة العناية المركزة",
      "• تدريب الممرضات الجدد",
      "ممرضة - مستشفى الحبيب",
      "مارس 2015 - ديسمبر 2018",
      "• رعاية المرضى",
      "التعليم",
      "بكالوريوس التمريض، جامعة الملك سعود، 2014",
      "المهارات",
      "العناية المركزة، الإسعافات الأولية، Epic",
      "اللغات",
      "العربية: اللغة الأم، الإنجليزية: متقدم",
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { data } = result;
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
    expect(data.metadata.language).toBe("ar");
    expect(data.basics).toMatchObject({
      name: "منيرة العتيبي",
      headline: "ممرضة عناية مركزة",
      location: "الرياض، السعودية",
      email: "munira@example.com",
      phone: "+966 50 123 4567",
    });
    expect(data.sections.experience.items.map((e) => [e.position, e.company, e.date])).toEqual([
      ["ممرضة عناية مركزة", "مستشفى الملك خالد الجامعي", "Jan 2019 - Present"],
      ["ممرضة", "مستشفى الحبيب", "Mar 2015 - Dec 2018"],
    ]);
    expect(data.sections.education.items[0]).toMatchObject({ institution: "جامعة الملك سعود", date: "2014" });
    expect(data.sections.skills.items.map((s) => s.name)).toEqual([
      "العناية المركزة",
      "الإسعافات الأولية",
      "Epic",
    ]);
    expect(data.sections.languages.items.map((l) => [l.name, l.level])).toEqual([
      ["العربية", 5],
      ["الإنجليزية", 4],
    ]);
  });

  it("never throws and stays schema-valid on random lines", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 60 }), (lines) => {
        const result = parseResumeText(lines);
        if (result.ok) expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe("buildLines", () => {
  const item = (text: string, x: number, width: number, y = 100): PdfTextItem => ({
    text,
    x,
    y,
    width,
    fontSize: 10,
  });

  it("orders a right-to-left line by x descending, keeping Latin runs left to right", () => {
    // Visual order on the page, left to right: "React Node.js" then "خبرة في".
    const lines = buildLines(
      [item("في", 150, 12), item("خبرة", 165, 20), item("Node.js", 110, 30), item("React", 80, 25)],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(["خبرة في React Node.js"]);
  });

  it("splits a row into cells at wide gaps and keeps rows top to bottom", () => {
    const lines = buildLines(
      [item("Engineer", 50, 40), item("Jan 2020 - Present", 400, 80), item("Next", 50, 20, 120)],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(["Engineer", "Jan 2020 - Present", "Next"]);
  });
});
