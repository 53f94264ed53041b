import { describe, expect, it } from "vitest";
import { compareResumeToJob } from "./compare";
import { extractJobRequirements } from "./job-requirements";
import { extractResumeFeaturesFromText } from "./resume-features";

/** The compare failures reported in issue 38, each as a user would notice it. */
const now = new Date(2025, 6, 1);

describe("skills by phrase with context", () => {
  it("does not read electronics inside السجل الطبي الإلكتروني (or electronic health record)", () => {
    const ar = extractJobRequirements("ممرضة\nيشترط خبرة في السجل الطبي الإلكتروني ورعاية المرضى.");
    expect(ar.skills.must).not.toContain("esco.95c35c3a");
    const en = extractJobRequirements("Staff Nurse\nRequirements: electronic medical record, patient care.");
    expect(en.skills.must).not.toContain("esco.95c35c3a");
    // The word itself still names the skill where it stands alone.
    expect(extractJobRequirements("Technician\nRequirements: electronics, soldering").skills.must).toContain(
      "esco.95c35c3a",
    );
  });

  it("does not report auditing or computer science as required when the posting does not ask for them", () => {
    const job = extractJobRequirements(
      "Software Engineer\nRequirements:\n- Bachelor's degree in Computer Science or related field\n- 3 years with Java and Spring Boot\n- Keep an audit trail of deployments and present to the audit committee",
    );
    expect(job.skills.must).toEqual(expect.arrayContaining(["java", "spring"]));
    expect(job.skills.must).not.toContain("auditing");
    expect(job.skills.must.some((id) => /computer/.test(id) || id === "esco.7b5cce4d")).toBe(false);
    expect(job.majors).toContain("computer-science");
    const ar = extractJobRequirements(
      "مهندس برمجيات\nالمتطلبات:\n- بكالوريوس علوم الحاسب\n- خبرة في Java\n- التنسيق مع لجنة التدقيق",
    );
    expect(ar.skills.must).toEqual(["java"]);
  });
});

describe("required vs preferred", () => {
  const cases: [string, string[], string[]][] = [
    [
      "Backend Developer\nMust have: Node.js and PostgreSQL\nKnowledge of Docker is an asset.",
      ["nodejs", "postgresql"],
      ["docker"],
    ],
    [
      "Backend Developer\nRequired: Node.js. Redis would be nice; Kubernetes preferable.",
      ["nodejs"],
      ["redis", "kubernetes"],
    ],
    [
      "Data Analyst\nResponsibilities:\n- Build dashboards in Power BI\nPreferred qualifications\n- Power BI certification, Python",
      ["power-bi", "data-visualization"],
      ["python"],
    ],
    [
      "مطور خلفية\nمطلوب: Node.js و PostgreSQL\nمن المميزات معرفة Docker",
      ["nodejs", "postgresql"],
      ["docker"],
    ],
    [
      "محلل بيانات\nيشترط إتقان SQL\nيحبذ معرفة Python، والخبرة في Tableau مرغوبة",
      ["sql"],
      ["python", "tableau"],
    ],
  ];
  it.each(cases)("%s", (text, must, nice) => {
    const job = extractJobRequirements(text);
    expect(job.skills.must.sort()).toEqual([...must].sort());
    expect(job.skills.nice.sort()).toEqual([...nice].sort());
  });

  it("finds a preferred skill the resume has and counts it", () => {
    const r = compareResumeToJob(
      "Backend Engineer\nNode.js, PostgreSQL, Docker",
      "Backend Developer\nMust have: Node.js and PostgreSQL\nKnowledge of Docker is an asset.",
      { language: "en", now },
    );
    expect(r.breakdown.niceToHave.found.map((s) => s.id)).toEqual(["docker"]);
  });
});

describe("evidence in sentences", () => {
  it("counts microservices when a bullet describes splitting a monolith into services", () => {
    const resume =
      "Backend Engineer\nExperience\nBackend Engineer, Tamkeen, Jan 2019 - Present\n- Split a monolith into 14 services behind an API gateway\n- Java, Spring";
    const r = compareResumeToJob(resume, "Java Developer\nRequirements: Java, Spring, microservices", {
      language: "en",
      now,
    });
    expect(r.breakdown.mustHave.missing.map((s) => s.id)).not.toContain("microservices");
    const ar = extractResumeFeaturesFromText("مطور خلفية\n- قسمت النظام الأحادي إلى ١٤ خدمة مستقلة", { now });
    expect(ar.skills).toContain("microservices");
  });
});

describe("one explanation model", () => {
  const resume =
    "Office Administrator\nExperience\nOffice Administrator, Delta, Jan 2022 - Present\n- Answered calls and managed calendars\nData Analyst, Delta, 2021";
  const job =
    "Data Analyst\nRequirements: SQL, Python, Power BI, Tableau, statistics, data visualization. 4 years of experience.";
  it("explains the score by the parts it is made of, so the title cannot read as a contradiction", () => {
    const r = compareResumeToJob(resume, job, { language: "en", now });
    expect(r.pass).toBe(false);
    const parts = r.breakdown.parts;
    expect(parts.length).toBeGreaterThan(1);
    // The points of the parts add up to the score shown.
    expect(parts.reduce((sum, p) => sum + p.points, 0)).toBe(Math.round(r.score * 100));
    for (const p of parts) expect(r.explanation).toContain(`${p.points}/${p.max}`);
  });

  it("gives fixes that name the gap, never the same sentence twice", () => {
    for (const language of ["en", "ar"] as const) {
      const r = compareResumeToJob(resume, job, { language, now });
      expect(new Set(r.fixes).size).toBe(r.fixes.length);
      // No two fixes are the same template with another skill in it.
      const shapes = r.fixes.map((f) => f.replace(/[A-Za-z][\w. ]*|\d+/g, "·").slice(0, 40));
      expect(new Set(shapes).size).toBe(shapes.length);
      // Every missing required skill is named in some fix.
      for (const s of r.breakdown.mustHave.missing.slice(0, 3)) expect(r.fixes.join(" ")).toContain(s.label);
    }
  });

  it("points to where the resume already shows a skill it does not list", () => {
    const r = compareResumeToJob(
      "Data Analyst\nExperience\nData Analyst, Delta, Jan 2019 - Present\n- Wrote SQL queries and Power BI dashboards\nSkills\nExcel",
      "Data Analyst\nRequirements: SQL, Power BI, Excel",
      { language: "en", now },
    );
    expect(r.pass).toBe(true);
    expect(r.fixes.join(" ")).toMatch(/SQL[^.]*skills section[^.]*Wrote SQL queries/);
  });

  it("a 7-year backend engineer passes 'Senior backend engineer, must have Node.js and PostgreSQL'", () => {
    const r = compareResumeToJob(
      "Software Engineer\nExperience\nBackend Engineer, Tamkeen, Jan 2018 - Present\n- Built REST APIs with Express and NestJS\n- Designed PostgreSQL schemas and tuned slow queries",
      "Senior backend engineer, must have Node.js and PostgreSQL",
      { language: "en", now },
    );
    expect(r.pass, r.explanation).toBe(true);
    expect(r.score).toBeGreaterThanOrEqual(0.8);
    expect(r.breakdown.mustHave.missing).toEqual([]);
  });
});

describe("alternatives", () => {
  it("does not call Tableau missing when the posting asks for Power BI or Tableau and the resume shows Power BI", () => {
    for (const job of [
      "Data Analyst\nRequirements: SQL, Power BI or Tableau, Excel",
      "محلل بيانات\nيشترط إتقان SQL و Excel وخبرة في Power BI أو Tableau",
    ]) {
      const r = compareResumeToJob("Data Analyst\nSkills\nSQL, Excel, Power BI", job, {
        language: "en",
        now,
      });
      expect(r.breakdown.mustHave.missing.map((s) => s.id)).toEqual([]);
      expect(r.breakdown.mustHave.found.map((s) => s.id).sort()).toEqual(["excel", "power-bi", "sql"]);
    }
    // With neither, both stay named as missing.
    const none = compareResumeToJob(
      "Data Analyst\nSkills\nSQL, Excel",
      "Data Analyst\nRequirements: SQL, Power BI or Tableau",
      {
        language: "en",
        now,
      },
    );
    expect(none.breakdown.mustHave.missing.map((s) => s.id).sort()).toEqual(["power-bi", "tableau"]);
  });
});

describe("benefits are not requirements", () => {
  it("does not read medical insurance in the offer as a required skill", () => {
    const en = extractJobRequirements(
      "Accountant\nRequirements: IFRS and Excel.\nWe offer a competitive salary, medical insurance and annual tickets.",
    );
    expect(en.skills.must.sort()).toEqual(["excel", "ifrs"]);
    const ar = extractJobRequirements("محاسب\nيشترط إجادة الإكسل.\nراتب تنافسي وتأمين طبي وبدل سكن.");
    expect(ar.skills.must).toEqual(["excel"]);
  });
});

describe("Arabic counts agree with their nouns", () => {
  it("says مهارتين مطلوبتين, not 2 مهارات", () => {
    const r = compareResumeToJob("مطور خلفية\nNode.js", "مطور خلفية\nيشترط Node.js و PostgreSQL", {
      language: "ar",
      now,
    });
    expect(r.explanation).toContain("تُظهر سيرتك 1 من مهارتين مطلوبتين");
    expect(r.explanation).not.toContain("من 2 مهارات");
  });
});

describe("context of the posting", () => {
  it("skips the company blurb after 'About the company:' on the same line", () => {
    const job = extractJobRequirements(
      "Senior Accountant\nAbout the company: ABC is a leading retail group in Riyadh.\nRequirements:\n- Strong Excel skills",
    );
    expect(job.skills.must).toEqual(["excel"]);
  });

  it("does not read المراجعين (the auditors) as المراجعة (auditing)", () => {
    const job = extractJobRequirements(
      "محاسب\nالمهام:\n- التنسيق مع المراجعين الخارجيين\nالمتطلبات:\n- إجادة الإكسل",
    );
    expect(job.skills.must).toEqual(["excel"]);
    expect(extractJobRequirements("مدقق\nيشترط خبرة في المراجعة الداخلية").skills.must).toEqual(["auditing"]);
  });
});
