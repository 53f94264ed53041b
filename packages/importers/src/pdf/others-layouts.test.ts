import { describe, expect, it } from "vitest";
import { expectOk } from "../../testing/expect-ok";
import { joinLabelRows } from "../pipeline/label-rows";
import { parseResumeText } from "./parse-resume-text";

// Layouts of other builders' CVs (issue 37, the cv-samples set: Awesome-CV, open-resume, Reactive
// Resume v4), each rebuilt here from invented text at the positions those PDFs put it.

/** A text line at a position on a page, as pdf.js gives it. */
const at = (text: string, x: number, y: number, fontSize = 10, xEnd = x + text.length * 5, page = 1) => ({
  text,
  x,
  xEnd,
  y,
  page,
  fontSize,
});

describe("skills set as a table of labels and lists (Awesome-CV \\cvskill)", () => {
  // Column ordering gives the labels as one block, then the lists.
  const lines = [
    at("Layla Haddad", 200, 40, 30),
    at("Skills", 40, 100, 16),
    at("Cloud", 70, 120),
    at("Web", 78, 134),
    at("Languages", 52, 148),
    at("AWS, Terraform, Kubernetes", 116, 120, 9),
    at("Django, React, REST API", 116, 134, 9),
    at("Arabic, English, French", 116, 148, 9),
    at("Education", 40, 180, 16),
    at("Qatar University", 40, 200),
    at("B.S. in Computer Engineering", 40, 214, 8),
    at("Sep. 2014 – Jun. 2018", 480, 214, 8),
  ];

  it("joins each label with the list on its row", () => {
    expect(joinLabelRows(lines).map((l) => l.text)).toContain("Cloud: AWS, Terraform, Kubernetes");
  });

  it("reads each row as a skill with its keywords, and the languages row as languages", () => {
    const data = expectOk(parseResumeText(lines)).data;
    expect(data.sections.skills.items.map((s) => [s.name, s.keywords])).toEqual([
      ["Cloud", ["AWS", "Terraform", "Kubernetes"]],
      ["Web", ["Django", "React", "REST API"]],
    ]);
    expect(data.sections.languages.items.map((l) => l.name)).toEqual(["Arabic", "English", "French"]);
  });

  it("keeps a languages row of programming languages among the skills", () => {
    const data = expectOk(
      parseResumeText([
        at("Layla Haddad", 200, 40, 30),
        at("Skills", 40, 100, 16),
        at("Cloud", 70, 120),
        at("Languages", 52, 134),
        at("AWS, Terraform, Kubernetes", 116, 120, 9),
        at("Python, C++, Rust", 116, 134, 9),
      ]),
    ).data;
    expect(data.sections.skills.items.map((s) => s.name)).toEqual(["Cloud", "Languages"]);
    expect(data.sections.languages.items).toEqual([]);
  });

  it("leaves a company and the place at the right margin apart (the cell's end runs on to the place)", () => {
    const rows = [
      at("Kasa", 40, 100, 10, 504),
      at("Seoul, S.Korea", 505, 100, 9),
      at("Nexon", 40, 140, 10, 504),
      at("Seoul, S.Korea", 505, 140, 9),
    ];
    expect(joinLabelRows(rows).map((l) => l.text)).toEqual(rows.map((l) => l.text));
  });
});

describe("headings", () => {
  it("knows a singular PROJECT heading", () => {
    const data = expectOk(
      parseResumeText([
        at("Omar Saleh", 60, 20, 20),
        at("EDUCATION", 60, 60, 11),
        at("King Saud University", 60, 80, 11),
        at("PROJECT", 60, 120, 11),
        at("Clinic Booking App", 60, 140, 11),
      ]),
    ).data;
    expect(data.sections.projects.items.map((p) => p.name)).toEqual(["Clinic Booking App"]);
  });

  it("does not take capitals among three or more cells of a row for a heading (open-resume skills)", () => {
    const data = expectOk(
      parseResumeText([
        at("Omar Saleh", 60, 20, 20),
        at("EDUCATION", 100, 60, 11),
        at("King Saud University", 60, 80, 11),
        at("SKILLS", 100, 120, 11),
        at("HTML", 80, 140, 11),
        at("CSS", 280, 140, 11),
        at("SQL", 470, 140, 11),
      ]),
    ).data;
    expect(Object.keys(data.sections.custom)).toEqual([]);
    expect(data.sections.skills.items.map((s) => s.name)).toEqual(["HTML", "CSS", "SQL"]);
  });

  it("reads a skills heading word inside a skills section as a group's name (Reactive Resume)", () => {
    const data = expectOk(
      parseResumeText([
        at("Omar Saleh", 10, 20, 20),
        at("Skills", 10, 60),
        at("Web Frameworks", 10, 80),
        at("Intermediate", 10, 95),
        at("React.js, Angular, Django", 10, 110, 9),
        at("Tools", 10, 130),
        at("Intermediate", 10, 145),
        at("Webpack, Git, Docker", 10, 160, 9),
      ]),
    ).data;
    expect(data.sections.skills.items.map((s) => [s.name, s.keywords])).toEqual([
      ["Web Frameworks", ["React.js", "Angular", "Django"]],
      ["Tools", ["Webpack", "Git", "Docker"]],
    ]);
  });
});

describe("education", () => {
  it("finds the degree in a cell beside the school's place (Reactive Resume)", () => {
    const data = expectOk(
      parseResumeText([
        at("Omar Saleh", 217, 20, 20),
        at("Education", 217, 60),
        at("University of Bahrain", 217, 80),
        at("August 2012 to May 2016", 471, 80),
        at("Sakhir, Bahrain", 217, 95),
        at("Bachelor's in Accounting", 449, 95),
      ]),
    ).data;
    expect(data.sections.education.items.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ["University of Bahrain", "Bachelor's", "Accounting"],
    ]);
  });

  it("takes the degree under the school, not the place beside the school (Awesome-CV)", () => {
    const data = expectOk(
      parseResumeText([
        at("Omar Saleh", 200, 20, 30),
        at("Education", 40, 60, 16),
        at("Qatar University", 40, 80),
        at("Doha, Qatar", 497, 80, 9),
        at("B.S. in Computer Engineering", 40, 93, 8),
        at("Sep. 2014 – Jun. 2018", 480, 93, 8),
        at("• Dean's list for four terms.", 40, 106, 9),
      ]),
    ).data;
    expect(data.sections.education.items.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ["Qatar University", "B.S.", "Computer Engineering"],
    ]);
  });
});

describe("experience with the place at the right margin (Awesome-CV)", () => {
  const job = (company: string, title: string, dates: string, y: number, bullets = true) => [
    at(company, 40, y, 10, 504),
    at("Riyadh, KSA", 505, y, 9),
    at(title, 40, y + 14, 8),
    at(dates, 490, y + 14, 8),
    ...(bullets ? [at("• Ran the platform team's on-call rota.", 40, y + 27, 9)] : []),
  ];

  it("opens a job at a company row after a job without bullets", () => {
    const data = expectOk(
      parseResumeText([
        at("Omar Saleh", 200, 20, 30),
        at("Experience", 40, 60, 16),
        ...job("Tamkeen Pay", "Site Reliability Engineer", "Feb. 2021 – Mar. 2021", 80, false),
        ...job("Nahdi Tech", "Infrastructure Lead", "Jun. 2018 – Jan. 2021", 120),
      ]),
    ).data;
    expect(data.sections.experience.items.map((e) => [e.company, e.position, e.location])).toEqual([
      ["Tamkeen Pay", "Site Reliability Engineer", "Riyadh, KSA"],
      ["Nahdi Tech", "Infrastructure Lead", "Riyadh, KSA"],
    ]);
  });

  it("reads a company named like a place (a comma, capitals, a legal form) as the company", () => {
    const data = expectOk(
      parseResumeText([
        at("Omar Saleh", 200, 20, 30),
        at("Experience", 40, 60, 16),
        ...job("Cyber Command, MND", "Security Researcher", "Aug. 2014 – Apr. 2016", 80),
        ...job("Omnious. Co., Ltd.", "Software Architect", "Jun. 2017 – May 2018", 130),
      ]),
    ).data;
    expect(data.sections.experience.items.map((e) => [e.company, e.position, e.location])).toEqual([
      ["Cyber Command, MND", "Security Researcher", "Riyadh, KSA"],
      ["Omnious. Co., Ltd.", "Software Architect", "Riyadh, KSA"],
    ]);
  });
});

describe("a scanned languages table whose heading OCR lost", () => {
  it("reads rows of a spoken language and its level as languages, not skills", () => {
    const data = expectOk(
      parseResumeText([
        at("محمد أحمد", 300, 20, 20),
        at("المهارات", 496, 619, 13),
        at("• القوائم المالية", 457, 642, 10.5),
        at("Li", 528, 719, 13.6),
        at("العربية", 514, 750, 10.5),
        at("اللغة الأم", 330, 750, 10.5),
        at("الإنجليزية", 500, 780, 10.5),
        at("جيد", 330, 780, 10.5),
      ]),
    ).data;
    expect(data.sections.languages.items.map((l) => [l.name, l.description])).toEqual([
      ["العربية", "اللغة الأم"],
      ["الإنجليزية", "جيد"],
    ]);
    expect(data.sections.skills.items.map((s) => s.name)).toEqual(["القوائم المالية"]);
  });
});

describe("a season for a date (open-resume)", () => {
  it("reads a season alone in its cell as the job's date, not its place", () => {
    const data = expectOk(
      parseResumeText([
        at("Omar Saleh", 60, 20, 20),
        at("WORK EXPERIENCE", 100, 60, 11),
        at("Gulf Bank", 60, 80, 11),
        at("Software Engineer Intern", 60, 95, 11),
        at("Summer 2022", 480, 95, 11),
        at("• Built the branch locator.", 66, 110, 11),
      ]),
    ).data;
    expect(data.sections.experience.items.map((e) => [e.position, e.company, e.date, e.location])).toEqual([
      ["Software Engineer Intern", "Gulf Bank", "Summer 2022", ""],
    ]);
  });
});

describe("a phone typed with Word's hyphens (open-resume's Word for Mac sample)", () => {
  it("reads a number whose dash is a non-breaking or soft hyphen", () => {
    const data = expectOk(
      parseResumeText([
        at("Leo Haddad", 300, 20, 16),
        at("l.haddad@example.edu", 300, 40),
        at("(909) 555-\u00AD\u20105555", 300, 52),
        at("EDUCATION", 60, 80, 11),
        at("University of Sharjah", 60, 100, 11),
      ]),
    ).data;
    expect(data.basics.phone).toBe("(909) 555-5555");
  });
});

describe("a Word CV of plain lines (open-resume's Word-for-Mac sample)", () => {
  const lines = [
    at("Hana Moreau", 260, 60, 14),
    at("hana.moreau@example.edu", 250, 90, 12),
    at("EDUCATION", 36, 190, 12),
    at("Northfield University, Northfield, MN", 36, 204, 12),
    at("Expected Graduation: May 2027", 410, 204, 12, 576),
    at("Bachelor of Science, Civil Engineering", 36, 218, 12),
    at("SKILLS", 36, 300, 12),
    at("Software: Proficient in Linux and Windows, AutoCAD, Revit, and MATLAB", 36, 314, 12),
    at("Language: Fluent in Portuguese", 36, 328, 12),
  ];

  it("reads a spelled-out degree with a comma as the degree, not as a place", () => {
    const school = expectOk(parseResumeText(lines)).data.sections.education.items[0]!;
    expect([school.institution, school.studyType, school.area, school.date]).toEqual([
      "Northfield University",
      "Bachelor of Science",
      "Civil Engineering",
      "May 2027",
    ]);
  });

  it("takes the school's place after its commas and drops the date's label", () => {
    const school = expectOk(parseResumeText(lines)).data.sections.education.items[0]!;
    expect(school.summary).not.toContain("Graduation");
    expect(school.area).not.toContain("Northfield");
  });

  it("reads a skills list written as a sentence as its items", () => {
    const skills = expectOk(parseResumeText(lines)).data.sections.skills.items;
    expect(skills.map((s) => [s.name, s.keywords])).toEqual([
      ["Software", ["Linux", "Windows", "AutoCAD", "Revit", "MATLAB"]],
    ]);
  });

  it("reads a language row with its level in words as a language", () => {
    const languages = expectOk(parseResumeText(lines)).data.sections.languages.items;
    expect(languages.map((l) => [l.name, l.description])).toEqual([["Portuguese", "Fluent"]]);
  });

  it("leaves a list that is no sentence as it is", () => {
    const skills = expectOk(
      parseResumeText([
        at("Hana Moreau", 260, 60, 14),
        at("SKILLS", 36, 300, 12),
        at("Business: Research and Development, Sales", 36, 314, 12),
      ]),
    ).data.sections.skills.items;
    expect(skills.map((s) => s.keywords)).toEqual([["Research and Development", "Sales"]]);
  });
});

describe("an English-first bilingual CV (each line followed by its Arabic)", () => {
  const lines = [
    at("Reem Al-Harthy", 57, 61, 22),
    at("ريم الحارثي", 500, 83, 11, 567),
    at("HR Business Partner", 57, 114, 13),
    at("شريك أعمال الموارد البشرية", 459, 144, 11, 567),
    at("reem@example.com", 57, 173, 11),
    // An English page: most of its letters are Latin.
    at("Profile / نبذة", 69, 208, 14),
    at("HR professional with eight years in recruitment and Omanisation programmes.", 57, 231, 11),
    at("Skilled in talent acquisition, onboarding, payroll systems and labour law compliance.", 57, 250, 11),
    at("Work Experience / الخبرات العملية", 69, 294, 14),
    at("HR Business Partner – Omantel", 57, 317, 11),
    at("Mar 2020 - Present", 57, 338, 11),
    at("شريك أعمال الموارد البشرية", 459, 367, 11, 567),
    at("Led recruitment for 120 roles a year", 92, 395, 11),
    at("Recruitment Specialist – Bank Muscat", 57, 424, 11),
    at("Jan 2016 - Feb 2020", 57, 446, 11),
    at("أخصائية توظيف", 503, 474, 11, 567),
    at("Ran graduate hiring days", 92, 503, 11),
  ];

  it("takes the name written again in Arabic under it as part of the name, the next line as the headline", () => {
    const basics = expectOk(parseResumeText(lines)).data.basics;
    expect([basics.name, basics.headline]).toEqual(["Reem Al-Harthy", "HR Business Partner"]);
  });

  it("reads a job's Arabic translation set flush right as its text, not as the next job", () => {
    const jobs = expectOk(parseResumeText(lines)).data.sections.experience.items;
    expect(jobs.map((j) => [j.position, j.company, j.date])).toEqual([
      ["HR Business Partner", "Omantel", "Mar 2020 - Present"],
      ["Recruitment Specialist", "Bank Muscat", "Jan 2016 - Feb 2020"],
    ]);
  });
});

describe("degrees named by their abbreviations", () => {
  it("knows PGCE, MBBS, LLB, BBA and the like as degrees, so the next one opens the next school", () => {
    const data = expectOk(
      parseResumeText([
        at("Sara Malik", 40, 40, 24),
        at("Education", 40, 100, 14),
        at("PGCE Secondary English", 40, 120, 11),
        at("University of Leeds | 2013 - 2014", 40, 136, 10),
        at("MBBS", 40, 160, 11),
        at("University of Karachi | 2005 - 2010", 40, 176, 10),
      ]),
    ).data;
    expect(data.sections.education.items.map((e) => [e.institution, e.studyType, e.date])).toEqual([
      ["University of Leeds", "PGCE Secondary English", "2013 - 2014"],
      ["University of Karachi", "MBBS", "2005 - 2010"],
    ]);
  });
});

describe("the name in a sidebar read after the main column (Reactive Resume's Gengar)", () => {
  const main = [
    at("Innovative web developer with five years of experience building websites.", 209, 21, 9.7),
    // The summary's last line, short: name-like, and above the first heading.
    at("deployment.", 209, 37, 9.7),
    at("Experience", 209, 124, 9.7),
    at("Creative Solutions Inc.", 209, 145, 9.7),
    at("January 2019 to Present", 473, 145, 9.7),
    at("Senior Web Developer", 209, 160, 9.7),
    at("Built the new product website with a team of four.", 228, 196, 9.7),
  ];
  const sidebar = [
    at("Lina Haddad", 10, 125, 14.6),
    at("Creative and Innovative Web Developer", 10, 140, 9.7),
    at("(555) 123-4567", 23, 196, 8.5),
    at("lina@example.com", 23, 214, 8.5),
  ];

  it("takes the large name in the sidebar, not a line of the summary above the first heading", () => {
    const basics = expectOk(parseResumeText([...main, ...sidebar])).data.basics;
    expect([basics.name, basics.headline]).toEqual(["Lina Haddad", "Creative and Innovative Web Developer"]);
  });

  it("takes the name out of a row it shares with a heading (Nosepass)", () => {
    const basics = expectOk(
      parseResumeText([
        at("Personal Information · Lina Haddad", 41, 78, 15.5),
        at("Creative and Innovative Web Developer", 162, 96, 10.3),
        at("Experience", 41, 200, 12),
        at("Senior Web Developer, Creative Solutions Inc.", 162, 220, 10.3),
        at("Jan 2019 - Present", 480, 220, 10.3),
      ]),
    ).data.basics;
    expect(basics.name).toBe("Lina Haddad");
  });
});
