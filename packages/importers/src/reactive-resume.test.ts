import { describe, expect, it } from "vitest";
import { expectOk } from "../testing/expect-ok";
import { readFixture } from "../testing/fixtures";
import { importReactiveResume } from "./reactive-resume";

describe("importReactiveResume", () => {
  it("imports a v4 export with its template, layout and rich text", () => {
    const { data } = expectOk(importReactiveResume(readFixture("reactive-resume/v4-templates/pikachu.json")));
    expect(data.basics).toMatchObject({
      name: "John Doe",
      headline: "Creative and Innovative Web Developer",
    });
    expect(data.basics.picture.url).toBe("https://i.imgur.com/HgwyOuJ.jpg");
    expect(data.metadata.template).toBe("pikachu");
    expect(data.metadata.layout[0]?.[0]).toEqual(["summary", "experience", "education", "projects"]);
    expect(data.metadata.theme.primary).toBe("#ca8a04");
    const [first] = data.sections.experience.items;
    expect(first).toMatchObject({ company: "Creative Solutions Inc.", date: "Jan 2019 - Present" });
    expect(first?.summary).toMatch(/^<ul><li><p>Spearheaded/);
    expect(data.sections.education.items[0]?.date).toBe("Aug 2012 - May 2016");
    expect(data.sections.profiles.items.map((p) => p.icon)).toEqual(["linkedin", "github", "stackoverflow"]);
    expect(data.sections.skills.items[0]?.keywords).toContain("JavaScript");
  });

  it("imports the other v4 template export", () => {
    const { data } = expectOk(importReactiveResume(readFixture("reactive-resume/v4-templates/azurill.json")));
    expect(data.basics.name).not.toBe("");
    expect(data.metadata.template).toBe("professional");
  });

  it("imports a v3 export: markdown summaries, date objects, levelNum, custom sections, layout ids", () => {
    const result = expectOk(importReactiveResume(readFixture("reactive-resume/v3-sampleData.json")));
    const { data } = result;
    expect(data.basics).toMatchObject({
      name: "Alexis Jones",
      location: "Stuttgart, Baden-Württemberg, Germany",
      url: { href: "https://alexisjones.com" },
    });
    expect(data.metadata.template).toBe("kakuna");
    const work = data.sections.experience.items;
    expect(work.map((w) => w.date)).toEqual(["Sep 2015 - Present", "May 2011 - Jul 2015"]);
    expect(work[0]?.summary).toMatch(/^<ul><li><p>Manage website development/);
    expect(data.sections.skills.items[0]).toMatchObject({ level: 5, description: "Expert" });
    const custom = Object.values(data.sections.custom);
    expect(custom).toHaveLength(1);
    expect(custom[0]?.name).toBe("Soft Skills");
    expect(custom[0]?.items[0]?.keywords).toContain("Collaboration");
    const layoutIds = data.metadata.layout.flat(2);
    expect(layoutIds).toContain("experience");
    expect(layoutIds).toContain(`custom.${custom[0]?.id}`);
    expect(layoutIds).not.toContain("work");
    expect(data.sections.references.items[0]?.description).toBe("CEO/Founder, Copy.ai");
    expect(data.sections.references.items[0]?.summary).toContain(
      "<strong>consectetur adipiscing elit.</strong>",
    );
  });

  it("strips scripts and attributes from v4 rich text", () => {
    const { data } = expectOk(
      importReactiveResume({
        basics: { name: "A", url: { href: "javascript:alert(1)", label: "" } },
        sections: {
          summary: {
            content: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">l</a></p>',
          },
        },
      }),
    );
    expect(data.sections.summary.content).toBe("<p>Hi <a>l</a></p>");
    expect(data.basics.url.href).toBe("");
  });

  it("rejects JSON that is not a Reactive Resume export", () => {
    const result = importReactiveResume({ basics: { name: "x" }, work: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message.en).toMatch(/not a Reactive Resume/);
  });
});
