import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectOk } from "../../testing/expect-ok";
import { listFixtures, readFixture } from "../../testing/fixtures";
import { blankPdf, encryptedPdf } from "../../testing/test-pdfs";
import { parsePdfResume } from "./parse-pdf-resume";

describe("parsePdfResume", () => {
  it("reads a one-column English resume (resume-matcher john_doe.pdf)", async () => {
    const { data } = expectOk(await parsePdfResume(readFixture("resumes-pdf/resume-matcher/john_doe.pdf")));
    expect(data.basics).toMatchObject({
      name: "John Doe",
      email: "john.doe@email.com",
      phone: "(123) 456-7890",
    });
    expect(data.sections.summary.content).toMatch(/^<p>Highly skilled Full Stack Developer/);
    expect(data.sections.experience.items.map((e) => [e.position, e.company, e.date])).toEqual([
      ["Full Stack Java Developer", "ABC Company, Inc.", "Jun 2018 - Present"],
      ["Software Developer", "XYZ Solutions", "Jul 2016 - Jun 2018"],
    ]);
    expect(data.sections.experience.items[0]?.summary.match(/<li>/g)).toHaveLength(6);
    expect(data.sections.skills.items.map((s) => s.name)).toContain("Docker");
    expect(data.sections.education.items[0]).toMatchObject({
      institution: "State University",
      date: "May 2016",
    });
    expect(data.sections.certifications.items).toHaveLength(2);
    expect(data.sections.profiles.items.map((p) => p.network)).toEqual(["LinkedIn", "GitHub"]);
  });

  it("gets name, e-mail, every company and every position of the five resume-matcher PDFs (a date column whose range wraps)", async () => {
    const expected: Record<string, [string, string, [string, string][]]> = {
      "alfred_pennyworth_pm.pdf": [
        "Alfred Pennyworth",
        "alfred.pennyworth@email.com",
        [
          ["Product Manager", "Google"],
          ["Software Development Engineer III", "Amazon"],
          ["Software Development Engineer II", "Apple"],
          ["Software Development Engineer I", "Netflix"],
          ["Software Development Engineer I", "Facebook"],
        ],
      ],
      "barry_allen_fe.pdf": [
        "Barry Allen",
        "allthe.stars@google.com",
        [["Software Engineer (Front-End)", "Google"]],
      ],
      "bruce_wayne_fullstack.pdf": [
        "Bruce Wayne",
        "bwayne@email.com",
        [
          ["MERN Stack Developer", "OpenAI"],
          ["Full Stack Developer", "Uber"],
          ["Software Developer", "Facebook"],
        ],
      ],
      "harvey_dent_mle.pdf": [
        "Harvey Dent",
        "hdent@email.com",
        [
          ["Machine Learning Engineer", "OpenAI"],
          ["Data Scientist", "Uber"],
          ["Junior Data Analyst", "Facebook"],
        ],
      ],
      "john_doe.pdf": [
        "John Doe",
        "john.doe@email.com",
        [
          ["Full Stack Java Developer", "ABC Company, Inc."],
          ["Software Developer", "XYZ Solutions"],
        ],
      ],
    };
    for (const [file, [name, email, jobs]] of Object.entries(expected)) {
      const { data } = expectOk(await parsePdfResume(readFixture("resumes-pdf/resume-matcher", file)));
      expect(data.basics.name, file).toBe(name);
      expect(data.basics.email, file).toBe(email);
      expect(
        data.sections.experience.items.map((e) => [e.position, e.company]),
        file,
      ).toEqual(jobs);
    }
    const { data } = expectOk(
      await parsePdfResume(readFixture("resumes-pdf/resume-matcher/alfred_pennyworth_pm.pdf")),
    );
    expect(data.sections.experience.items[0]).toMatchObject({
      location: "Mountain View, CA, USA",
      date: "2017 - Present",
    });
  });

  it("reads a rendercv resume with a date column and link annotations", async () => {
    const { data } = expectOk(
      await parsePdfResume(readFixture("resumes-pdf/rendercv/John_Doe_ClassicTheme_CV.pdf")),
    );
    expect(data.basics).toMatchObject({
      name: "John Doe",
      email: "john.doe@email.com",
      location: "San Francisco, CA",
    });
    expect(data.basics.url.href).toBe("https://rendercv.com");
    expect(data.sections.experience.items).toHaveLength(5);
    expect(data.sections.experience.items[0]).toMatchObject({
      company: "Nexus AI",
      position: "Co-Founder & CTO",
      location: "San Francisco, CA",
      date: "Jun 2023 - Present",
    });
    expect(data.sections.education.items.map((e) => [e.institution, e.studyType, e.area, e.date])).toEqual([
      ["Princeton University", "PhD", "Computer Science", "Sep 2018 - May 2023"],
      ["Boğaziçi University", "BS", "Computer Engineering", "Sep 2014 - Jun 2018"],
    ]);
    expect(data.sections.profiles.items.map((p) => p.url.href)).toEqual([
      "https://linkedin.com/in/rendercv",
      "https://github.com/rendercv",
    ]);
  });

  it("finds the name, e-mail and five jobs, each with position, company and place, in every rendercv layout", async () => {
    const files = listFixtures("resumes-pdf/rendercv").filter((f) => f.endsWith(".pdf"));
    expect(files).toHaveLength(9);
    for (const file of files) {
      const { data } = expectOk(await parsePdfResume(readFixture("resumes-pdf/rendercv", file)));
      expect(data.basics.name, file).toBe("John Doe");
      expect(data.basics.email, file).toBe("john.doe@email.com");
      expect(data.sections.experience.items, file).toHaveLength(5);
      // The YAML beside each PDF: the first job, whichever way the layout sets its header.
      expect(data.sections.experience.items[0], file).toMatchObject({
        position: "Co-Founder & CTO",
        company: "Nexus AI",
        location: "San Francisco, CA",
      });
      expect(
        data.sections.experience.items.map((e) => e.company),
        file,
      ).toEqual([
        "Nexus AI",
        "NVIDIA Research",
        "Google DeepMind",
        "Apple ML Research",
        "Microsoft Research",
      ]);
    }
  }, 60_000);

  it("reads the headline and contacts of a two-column header", async () => {
    const { data } = expectOk(
      await parsePdfResume(readFixture("resumes-pdf/resume-matcher/barry_allen_fe.pdf")),
    );
    expect(data.basics).toMatchObject({
      name: "Barry Allen",
      headline: "Front-End Developer",
      email: "allthe.stars@google.com",
    });
    expect(data.sections.profiles.items.map((p) => p.network)).toEqual(["LinkedIn", "GitHub"]);
  });

  it("rejects empty, encrypted, truncated and non-PDF input with clear errors", async () => {
    const cases: [Uint8Array, RegExp][] = [
      [blankPdf(), /No text could be read/],
      [encryptedPdf(), /password-protected/],
      [new TextEncoder().encode("hello"), /not a readable PDF/],
      [readFixture("resumes-pdf/resume-matcher/john_doe.pdf").slice(0, 2000), /not a readable PDF|No text/],
    ];
    for (const [bytes, message] of cases) {
      const result = await parsePdfResume(bytes);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors[0]?.message.en).toMatch(message);
        expect(result.errors[0]?.message.ar).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it("returns errors, never throws, for random bytes with or without a PDF header", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), fc.boolean(), async (bytes, withHeader) => {
        const input = withHeader
          ? new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n"), ...bytes])
          : bytes;
        const result = await parsePdfResume(input);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
