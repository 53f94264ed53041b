import { resumeDataSchema } from "@sira/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectOk } from "../../testing/expect-ok";
import { normaliseLine } from "../pipeline/normalise";
import { parseResumeText } from "./parse-resume-text";
import { buildLines, mergeBulletItems, type PdfTextItem, repairLamAlef } from "./pdf-text";
import { extractDate } from "./resume-text/date-place";

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

/** A text line at a position on page 1, as pdf.js gives it (font size 10 unless given). */
const at = (text: string, x: number, y: number, fontSize = 10) => ({
  text,
  x,
  xEnd: x + 120,
  y,
  page: 1,
  fontSize,
});

describe("parseResumeText", () => {
  it("reads courses as a section of their own beside a certifications section, as certifications alone", () => {
    const lines = [
      "سارة العمري",
      "الشهادات",
      "شهادة إدارة المشاريع الاحترافية PMP",
      "الدورات التدريبية",
      "تصميم الأنظمة الموزعة",
    ];
    const both = expectOk(parseResumeText(lines));
    expect(both.data.sections.certifications.items.map((c) => c.name)).toEqual([
      "شهادة إدارة المشاريع الاحترافية PMP",
    ]);
    expect(Object.values(both.data.sections.custom).map((c) => c.name)).toEqual(["الدورات التدريبية"]);
    const alone = expectOk(parseResumeText(["سارة العمري", "الدورات التدريبية", "تصميم الأنظمة الموزعة"]));
    expect(alone.data.sections.certifications.items.map((c) => c.name)).toEqual(["تصميم الأنظمة الموزعة"]);
  });

  it("starts a new entry at a centred title after a bullet list (a centred layout)", () => {
    const result = expectOk(
      parseResumeText([
        at("Sara Alomari", 220, 20, 20),
        at("Experience", 260, 60, 12),
        at("Gulf Telecom", 250, 80),
        at("Software Engineer", 245, 92),
        at("Jan 2021 - Present", 240, 104),
        at("• Led a team of eight engineers rebuilding the customer portal used by more than", 20, 116),
        at("four million subscribers.", 28, 128),
        at("Wasl Platform", 248, 144),
        at("Web Developer", 252, 156),
        at("Mar 2018 - Dec 2020", 238, 168),
        at("• Built e-government services.", 20, 180),
      ]),
    );
    expect(result.data.sections.experience.items.map((e) => [e.company, e.position, e.date])).toEqual([
      ["Gulf Telecom", "Software Engineer", "Jan 2021 - Present"],
      ["Wasl Platform", "Web Developer", "Mar 2018 - Dec 2020"],
    ]);
    expect(result.data.sections.experience.items[0]?.summary).toContain("four million subscribers.");
  });

  it("does not take an Arabic organisation that ends in a title word for the position", () => {
    const result = expectOk(
      parseResumeText([
        "عبدالله القحطاني",
        "العمل التطوعي",
        "مبادرة مليون مبرمج",
        "مرشد تقني",
        "يناير 2020 - حتى الآن",
        "• إرشاد أكثر من 50 متدربًا في تطوير الويب.",
        "جمعية إنسان لرعاية الأيتام",
        "متطوع تقني",
        "مارس 2017 - ديسمبر 2019",
      ]),
    );
    expect(result.data.sections.volunteer.items.map((v) => [v.organization, v.position])).toEqual([
      ["مبادرة مليون مبرمج", "مرشد تقني"],
      ["جمعية إنسان لرعاية الأيتام", "متطوع تقني"],
    ]);
  });

  it("splits 'Title, Company – City, ST' and 'Company – City' headers into position, company and location", () => {
    const result = expectOk(
      parseResumeText([
        "John Doe",
        "Experience",
        "Co-Founder & CTO, Nexus AI – San Francisco, CA June 2023 – present",
        "• Built foundation model infrastructure serving 2M+ monthly API requests",
        "Google DeepMind – London, UK May 2021 – Aug 2021",
        "Research Intern",
        "• Developed reinforcement learning algorithms for multi-agent coordination",
      ]),
    );
    expect(
      result.data.sections.experience.items.map((e) => [e.position, e.company, e.location, e.date]),
    ).toEqual([
      ["Co-Founder & CTO", "Nexus AI", "San Francisco, CA", "Jun 2023 - Present"],
      ["Research Intern", "Google DeepMind", "London, UK", "May 2021 - Aug 2021"],
    ]);
  });

  it("reads 'Title – Company, City' headers in English and Arabic ('المسمى – الشركة، المدينة')", () => {
    const en = expectOk(
      parseResumeText([
        "Daniel Brooks",
        "Experience",
        "Senior Software Engineer – Northwind Traders, Austin, TX Jan 2020 – Present",
        "• Built a reporting service used by 40 internal teams",
      ]),
    );
    expect(en.data.sections.experience.items.map((e) => [e.position, e.company, e.location])).toEqual([
      ["Senior Software Engineer", "Northwind Traders", "Austin, TX"],
    ]);
    const ar = expectOk(
      parseResumeText([
        "أحمد الزهراني",
        "الخبرات العملية",
        "مهندس برمجيات أول – شركة الأفق للتقنية، الرياض يناير 2020 – حتى الآن",
        "• بناء خدمة تقارير تستخدمها 40 فرقة داخلية",
      ]),
    );
    expect(ar.data.sections.experience.items.map((e) => [e.position, e.company, e.location, e.date])).toEqual(
      [["مهندس برمجيات أول", "شركة الأفق للتقنية", "الرياض", "Jan 2020 - Present"]],
    );
  });

  it("takes the place after a comma on a header line of its own ('Company' / 'Title، City')", () => {
    const result = expectOk(
      parseResumeText([
        "نورة القحطاني",
        "الخبرات العملية",
        "شركة المدار للاتصالات مارس 2015 – يونيو 2019",
        "محلل أعمال، الكويت",
        "• خفض زمن تحميل الصفحات بنسبة 35%",
      ]),
    );
    expect(result.data.sections.experience.items.map((e) => [e.position, e.company, e.location])).toEqual([
      ["محلل أعمال", "شركة المدار للاتصالات", "الكويت"],
    ]);
  });

  it("reads skills with a level after a dash, colon or in brackets, and keyword lists wrapped after a comma", () => {
    const result = expectOk(
      parseResumeText([
        "Emma Carter",
        "Skills",
        "Programming: TypeScript,",
        "Python, SQL",
        "Data analysis – Advanced",
        "Figma (Expert)",
        "تحليل البيانات – متقدم",
      ]),
    );
    expect(result.data.sections.skills.items.map((s) => [s.name, s.description, s.keywords])).toEqual([
      ["Programming", "", ["TypeScript", "Python", "SQL"]],
      ["Data analysis", "Advanced", []],
      ["Figma", "Expert", []],
      ["تحليل البيانات", "متقدم", []],
    ]);
    expect(result.data.sections.skills.items.slice(1).map((s) => s.level)).toEqual([4, 5, 4]);
  });

  it("reads a marked skill with a level word in it as its own item, not the level of the one above", () => {
    const result = expectOk(
      parseResumeText([
        "محمد أحمد",
        "المهارات",
        "• القوائم المالية",
        "• Excel المتقدم",
        "Python",
        "Advanced",
      ]),
    );
    expect(result.data.sections.skills.items.map((s) => [s.name, s.description])).toEqual([
      ["القوائم المالية", ""],
      ["Excel المتقدم", ""],
      ["Python", "Advanced"],
    ]);
  });

  it("puts back a phone laid out right to left and joins an e-mail wrapped in a narrow column", () => {
    const reversed = expectOk(
      parseResumeText(["سارة العتيبي", "sara.otaibi@example.co", "m", "5678 234 50 966+"]),
    );
    expect(reversed.data.basics).toMatchObject({
      email: "sara.otaibi@example.com",
      phone: "+966 50 234 5678",
    });
    const detached = expectOk(parseResumeText(["محمد الكبيسي", "+ 6789 345 50 971"]));
    expect(detached.data.basics.phone).toBe("+971 50 345 6789");
    const plain = expectOk(parseResumeText(["Daniel Brooks", "+1 415 555 0142"]));
    expect(plain.data.basics.phone).toBe("+1 415 555 0142");
  });

  it("takes no period of two years whose dash OCR lost or moved for the phone", () => {
    // A sidebar read after the main column: a job's "2017 - 2018" read "2018 2017-" comes first.
    const result = expectOk(
      parseResumeText([
        "عمر حسن المالكي",
        "الخبرات العملية",
        "متدرب تقنية معلومات",
        "أرامكو السعودية 2018 2017-",
        "للتواصل",
        "الجوال +966 55 321 7788",
      ]),
    );
    expect(result.data.basics.phone).toBe("+966 55 321 7788");
  });

  it("reads a date range whose end wrapped onto the next line, its start glued to the place", () => {
    const result = expectOk(
      parseResumeText([
        "Emma Carter",
        "Experience",
        "Lead Designer – Maple Systems, Toronto, CanadaApr 2016",
        "– Jul 2020",
        "• Mentored four junior colleagues",
        "محلل أعمال – شركة المدار للاتصالات، الكويتأبريل 2016 –",
        "يوليو 2020",
        "• إرشاد أربعة زملاء جدد",
      ]),
    );
    expect(
      result.data.sections.experience.items.map((e) => [e.position, e.company, e.location, e.date]),
    ).toEqual([
      ["Lead Designer", "Maple Systems", "Toronto, Canada", "Apr 2016 - Jul 2020"],
      ["محلل أعمال", "شركة المدار للاتصالات", "الكويت", "Apr 2016 - Jul 2020"],
    ]);
  });

  it("reads a date column whose range wraps onto the next row, and a city before a state code as the place", () => {
    const result = expectOk(
      parseResumeText([
        "Alfred Pennyworth",
        "Experience",
        "2017 – Product Manager, Google, Mountain View, CA, USA",
        "Present Leading cross-functional teams to design, develop, and launch innovative products.",
        "2012 – 2017 Software Development Engineer III, Amazon, Seattle, WA, USA",
        "Led a team of developers in building scalable and high-performing applications.",
      ]),
    );
    expect(
      result.data.sections.experience.items.map((e) => [e.position, e.company, e.location, e.date]),
    ).toEqual([
      ["Product Manager", "Google", "Mountain View, CA, USA", "2017 - Present"],
      ["Software Development Engineer III", "Amazon", "Seattle, WA, USA", "2012 - 2017"],
    ]);
  });

  it("takes the place in a contact section (a two-column CV's side column) as the location", () => {
    const result = expectOk(
      parseResumeText([
        "سارة العتيبي",
        "التواصل",
        "sara.otaibi@example.com",
        "+966 50 234 5678",
        "جدة، السعودية",
      ]),
    );
    expect(result.data.basics).toMatchObject({ email: "sara.otaibi@example.com", location: "جدة، السعودية" });
  });

  it("splits 'Bachelor of Science in Computer Science' into degree and field", () => {
    const result = expectOk(
      parseResumeText([
        "Liam Patel",
        "Education",
        "Bachelor of Science in Computer Science Sep 2010 – Jun 2014",
        "University of Texas",
      ]),
    );
    expect(result.data.sections.education.items.map((e) => [e.studyType, e.area, e.institution])).toEqual([
      ["Bachelor of Science", "Computer Science", "University of Texas"],
    ]);
  });

  it("reads the field of study after a degree column and leaves the place out of it", () => {
    const result = expectOk(
      parseResumeText([
        "John Doe",
        "Education",
        "PhD Princeton University, PhD in Computer Science – Princeton, NJ Sept 2018 – May 2023",
        "• Advisor: Prof. Sanjeev Arora",
        "Princeton University – Princeton, NJ Sept 2014 – May 2018",
        "BS in Computer Engineering",
      ]),
    );
    expect(
      result.data.sections.education.items.map((e) => [
        e.institution,
        e.studyType,
        e.area,
        e.summary.includes("Princeton,"),
      ]),
    ).toEqual([
      ["Princeton University", "PhD", "Computer Science", false],
      ["Princeton University", "BS", "Computer Engineering", false],
    ]);
  });

  it("reads publications whose date cell sits a fraction off the title's row, or opens the line on the left", () => {
    const cell = parseResumeText([
      at("John Doe", 220, 20),
      at("Publications", 260, 60, 12),
      at("Sparse Mixture-of-Experts at Scale", 51, 90.99),
      at("July 2023", 518, 90.93),
      at("10.1234/neurips.2023.1234 (NeurIPS 2023)", 51, 117),
      at("Neural Architecture Search via Differentiable Pruning", 51, 141.55),
      at("Dec 2022", 518, 141.49),
      at("10.1234/neurips.2022.5678 (NeurIPS 2022, Spotlight)", 51, 168),
    ]);
    const left = parseResumeText([
      at("John Doe", 220, 20),
      at("Publications", 176, 60, 12),
      at("July 2023 Sparse Mixture-of-Experts at Scale", 129, 112),
      at("10.1234/neurips.2023.1234 (NeurIPS 2023)", 176.5, 137),
      at("Dec 2022 Neural Architecture Search via Differentiable Pruning", 129.4, 162),
      at("10.1234/neurips.2022.5678 (NeurIPS 2022, Spotlight)", 176.5, 188),
    ]);
    for (const result of [cell, left]) {
      expect(
        expectOk(result).data.sections.publications.items.map((p) => [p.name, p.publisher, p.date]),
      ).toEqual([
        ["Sparse Mixture-of-Experts at Scale", "NeurIPS 2023", "Jul 2023"],
        ["Neural Architecture Search via Differentiable Pruning", "NeurIPS 2022, Spotlight", "Dec 2022"],
      ]);
    }
  });

  it("keeps a profile handle as the page shows it, with its @", () => {
    const result = expectOk(
      parseResumeText(["Sara Alomari", "@sara_dev", "SKILLS", "React"], {
        links: ["https://x.com/sara_dev", "https://github.com/sara"],
      }),
    );
    expect(result.data.sections.profiles.items.map((p) => [p.network, p.username])).toEqual([
      ["X", "@sara_dev"],
      ["GitHub", "sara"],
    ]);
  });

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

  it("keeps an Arabic mark on the letter it is drawn on, and a real space before it", () => {
    // As Chromium's PDFs give them: one item per glyph, the mark from its letter's left edge.
    // "أولًا": the tanween sits on the lam (drawn 0.1 pt left of it), not on the alif beside it.
    const awwalan = buildLines(
      [
        item("ا", 465.7, 3.6),
        { ...item("\u064B", 469.3, 0), y: 98.5 },
        item("ل", 469.4, 3.5),
        item("أو", 472.9, 8.7),
      ],
      1,
    );
    expect(awwalan.map((l) => l.text)).toEqual(["أولًا"]);
    // "عن بُعد": the damma drawn inside the beh keeps the space between the two words.
    const remote = buildLines(
      [
        item("د", 13.4, 4.9),
        item("ع", 18.3, 6.6),
        item("ب", 24.8, 2.8),
        { ...item("\u064F", 25.1, 0), y: 99.7 },
        item(" ", 27.6, 3),
        item("ن", 29.8, 6.7),
        item("ع", 36.6, 5.2),
      ],
      1,
    );
    expect(remote.map((l) => l.text)).toEqual(["عن بُعد"]);
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

describe("PDF text of Word and LibreOffice PDFs", () => {
  it("joins a list marker set apart by a tab to its text, a private-use marker too, not a line-end hyphen", () => {
    const items: PdfTextItem[] = [
      { text: "•", x: 72, y: 100, width: 4, fontSize: 10.5 },
      { text: "Built a reporting service", x: 108, y: 100, width: 200, fontSize: 10.5 },
      { text: "\uF0A7", x: 72, y: 112, width: 4, fontSize: 10.5 },
      { text: "Mentored four colleagues", x: 108, y: 112, width: 200, fontSize: 10.5 },
      { text: "•", x: 530, y: 124, width: 4, fontSize: 10.5 },
      { text: "بناء خدمة تقارير", x: 420, y: 124, width: 80, fontSize: 10.5 },
      { text: "training data require", x: 184, y: 136, width: 376, fontSize: 10 },
      { text: "-", x: 560, y: 136, width: 3, fontSize: 10 },
    ];
    const lines = buildLines(items, 1).map((l) => l.text);
    expect(lines).toContain("• Built a reporting service");
    expect(lines).toContain("• Mentored four colleagues");
    expect(lines).toContain("• بناء خدمة تقارير");
    expect(mergeBulletItems(items).find((i) => i.text === "-")).toBeDefined();
  });

  it("leaves markers alone where the printer writes Arabic glyph by glyph or a column sits beside them", () => {
    const glyphs: PdfTextItem[] = [
      { text: "ﻗ", x: 372.9, y: 158, width: 5.6, fontSize: 8 },
      { text: "•", x: 383.6, y: 158, width: 3, fontSize: 8 },
      { text: "Skills", x: 400, y: 158, width: 30, fontSize: 8 },
    ];
    expect(mergeBulletItems(glyphs).map((i) => i.text)).toEqual(["ﻗ", "•", "Skills"]);
  });

  it("splices glyphs drawn over a run's spaces (an e-mail's dots, a date's slashes from another font)", () => {
    // LibreOffice's PDF as pdf.js gives it: the run with spaces where the dots are, the dots apart.
    const email = buildLines(
      [
        { text: ".", x: 410.0, y: 128.5, width: 2.9, fontSize: 11 },
        { text: " ", x: 412.9, y: 128.5, width: 91.6, fontSize: 11 },
        { text: ".", x: 504.6, y: 128.5, width: 2.9, fontSize: 11 },
        { text: "mariam balushi@example com", x: 369.7, y: 128.5, width: 160, fontSize: 11 },
      ],
      1,
    );
    expect(email.map((l) => l.text)).toEqual(["mariam.balushi@example.com"]);
    const birth = buildLines(
      [
        { text: "تاريخ الميلاد:", x: 503.4, y: 295.3, width: 45.9, fontSize: 10 },
        { text: "1994 11 02", x: 446.8, y: 295.3, width: 54.3, fontSize: 10 },
        { text: "/", x: 469.6, y: 295.3, width: 4.3, fontSize: 10 },
        { text: " ", x: 473.9, y: 295.3, width: 11.5, fontSize: 10 },
        { text: "/", x: 485.4, y: 295.3, width: 4.3, fontSize: 10 },
      ],
      1,
    );
    expect(birth.map((l) => l.text)).toEqual(["تاريخ الميلاد: 1994/11/02"]);
  });

  it("puts a label's colon drawn over an Arabic run, or over one of a run's several spaces, after its label", () => {
    // LibreOffice's PDF of "العربية: اللغة الأم" (KacstBook has no colon): the run in reading order
    // with one space where the colon and its space are, the colon apart near the run's right end.
    const arabic = buildLines(
      [
        { text: "اللغـات", x: 69, y: 672, width: 47, fontSize: 14 },
        { text: "العربية اللغة الأم", x: 56.8, y: 691.9, width: 53.4, fontSize: 11 },
        { text: ":", x: 87.7, y: 691.9, width: 3.2, fontSize: 11 },
      ],
      1,
    );
    expect(arabic.map((l) => l.text)).toEqual(["اللغـات", "العربية: اللغة الأم"]);
    // "Arabic: Native – English: Fluent" in DejaVu Serif, the colons from another font.
    const latin = buildLines(
      [
        { text: "Arabic Native – English Fluent", x: 57, y: 544, width: 150, fontSize: 11 },
        { text: ":", x: 87.5, y: 544, width: 3, fontSize: 11 },
        { text: ":", x: 172.2, y: 544, width: 3, fontSize: 11 },
      ],
      1,
    );
    expect(latin.map((l) => l.text)).toEqual(["Arabic: Native – English: Fluent"]);
  });

  it("reads a letter-spaced e-mail whose dots LibreOffice drew from another font", () => {
    // pdf.js gives the letter-spaced runs with spaces inside words and the dots over two of them.
    const email = buildLines(
      [
        { text: ".", x: 95.8, y: 151.7, width: 2.9, fontSize: 11 },
        { text: " ", x: 98.7, y: 151.7, width: 105.5, fontSize: 11 },
        { text: ".", x: 204.3, y: 151.7, width: 2.9, fontSize: 11 },
        { text: "s ar ah t hom", x: 62.8, y: 151.7, width: 65.9, fontSize: 11 },
        { text: "ps on@", x: 125.0, y: 151.7, width: 36.3, fontSize: 11 },
        { text: "exam", x: 158.0, y: 151.7, width: 30.1, fontSize: 11 },
        { text: "pl e c om", x: 184.4, y: 151.7, width: 46.3, fontSize: 11 },
      ],
      1,
    );
    expect(email.map((l) => normaliseLine(l.text))).toEqual(["sarah.thompson@example.com"]);
    // Words are longer than letter-spaced pieces: a sentence with an e-mail in it stays as written.
    expect(normaliseLine("write to me at sara@example.com")).toBe("write to me at sara@example.com");
  });

  it("reads a bilingual row in the direction that leaves no separator hanging", () => {
    // LibreOffice's PDF of "Skills | المهارات" and "Data Analyst | محللة بيانات" (as many Arabic
    // letters as Latin, or more): read right to left they came out "المهارات Skills |".
    const rows = buildLines(
      [
        { text: "Skills |", x: 68.8, y: 419.2, width: 39.2, fontSize: 14 },
        { text: " ", x: 108, y: 419.2, width: 3.7, fontSize: 14 },
        { text: "المهارات", x: 111.7, y: 419.2, width: 60.8, fontSize: 14 },
        { text: "Data Analyst |", x: 56.8, y: 493.8, width: 87.1, fontSize: 13 },
        { text: " ", x: 143.9, y: 493.8, width: 3.7, fontSize: 13 },
        { text: "محللة بيانات", x: 147.6, y: 493.8, width: 64.9, fontSize: 13 },
        { text: "Hana Al-Zahrani", x: 56.8, y: 520, width: 120, fontSize: 11 },
        // A bullet item ending in a Latin word stays right to left: its bullet opens it.
        { text: "Stripe", x: 234, y: 540, width: 30, fontSize: 10.5 },
        {
          text: "• قيادة نقل نظام الفوترة إلى مزود دفع جديد باستخدام",
          x: 268,
          y: 540,
          width: 255,
          fontSize: 10.5,
        },
      ],
      1,
    );
    expect(rows.map((l) => l.text)).toEqual([
      "Skills | المهارات",
      "Data Analyst | محللة بيانات",
      "Hana Al-Zahrani",
      "• قيادة نقل نظام الفوترة إلى مزود دفع جديد باستخدام Stripe",
    ]);
  });

  it("reads a bilingual heading with a slash in the direction that leaves no slash hanging", () => {
    // LibreOffice's PDF of "Work Experience / الخبرات العملية" on an English page: read right to
    // left it came out "الخبرات العملية Work Experience /".
    const rows = buildLines(
      [
        { text: "Work Experience /", x: 69, y: 294, width: 110, fontSize: 14 },
        { text: " ", x: 179, y: 294, width: 3.7, fontSize: 14 },
        { text: "الخبرات العملية", x: 182.7, y: 294, width: 106, fontSize: 14 },
      ],
      1,
    );
    expect(rows.map((l) => l.text)).toEqual(["Work Experience / الخبرات العملية"]);
  });

  it("splices an e-mail's dots and a place's comma drawn among a long run's spaces", () => {
    // LibreOffice's PDF of "| Email: reem.harthy@example.com | Muscat, Oman" (Liberation Serif
    // before Noto Naskh Arabic): four glyphs from another font over four of the run's seven spaces.
    const rows = buildLines(
      [
        { text: ":", x: 216.2, y: 668.9, width: 2.3, fontSize: 11 },
        { text: ".", x: 248.1, y: 668.9, width: 2.9, fontSize: 11 },
        { text: ".", x: 339.2, y: 668.9, width: 2.9, fontSize: 11 },
        { text: ",", x: 412.6, y: 668.9, width: 2.9, fontSize: 11 },
        {
          text: "| Email reem harthy@example com | Muscat Oman",
          x: 179.5,
          y: 668.9,
          width: 270.3,
          fontSize: 11,
        },
      ],
      1,
    );
    expect(rows.map((l) => l.text)).toEqual(["| Email: reem.harthy@example.com | Muscat, Oman"]);
  });

  it("reads a phone typed in an Arabic paragraph group by group, as drawn from the right", () => {
    // "+966 55 321 7788" without isolation: the "+" at the right, each group to the left of the last.
    const typed = buildLines(
      [
        { text: "الجوال:", x: 523.1, y: 172, width: 26.2, fontSize: 10 },
        { text: "+", x: 515.5, y: 172, width: 5.5, fontSize: 10 },
        { text: "966", x: 498.2, y: 172, width: 17.1, fontSize: 10 },
        { text: "55", x: 484.5, y: 172, width: 11.4, fontSize: 10 },
        { text: "321", x: 465.2, y: 172, width: 17.1, fontSize: 10 },
        { text: "7788", x: 440.1, y: 172, width: 22.8, fontSize: 10 },
      ],
      1,
    );
    expect(typed.map((l) => l.text)).toEqual(["الجوال: +966 55 321 7788"]);
    // Alone on its line ("☎ +968 9123 4567"), with no Arabic letter to say the line is right to left.
    const alone = buildLines(
      [
        { text: "بيانات التواصل", x: 370, y: 52, width: 84, fontSize: 13 },
        { text: "+ ☎", x: 449.7, y: 91, width: 20.7, fontSize: 11 },
        { text: "968", x: 425.7, y: 91, width: 18.9, fontSize: 11 },
        { text: "9123", x: 397.7, y: 91, width: 25.2, fontSize: 11 },
        { text: "4567", x: 369.7, y: 91, width: 25.2, fontSize: 11 },
      ],
      1,
    );
    expect(alone.map((l) => l.text)[1]).toMatch(/968 9123 4567$/);
    // Set as one left-to-right run (isolated, as Sira's own templates do): read left to right.
    const isolated = buildLines(
      [
        { text: "الهاتف:", x: 523.1, y: 172, width: 26.2, fontSize: 10 },
        { text: "+966", x: 440.1, y: 172, width: 22.8, fontSize: 10 },
        { text: "55", x: 465.2, y: 172, width: 11.4, fontSize: 10 },
        { text: "321", x: 479.6, y: 172, width: 17.1, fontSize: 10 },
        { text: "7788", x: 499.7, y: 172, width: 22.8, fontSize: 10 },
      ],
      1,
    );
    expect(isolated.map((l) => l.text)).toEqual(["الهاتف: +966 55 321 7788"]);
  });

  it("puts back lam-alef ligatures read backwards, and leaves correct text alone", () => {
    expect(repairLamAlef("شركة األفق للتقنية")).toBe("شركة الأفق للتقنية");
    expect(repairLamAlef("اإلنجليزية: اللغة األم")).toBe("الإنجليزية: اللغة الأم");
    expect(repairLamAlef("حتى اآلن")).toBe("حتى الآن");
    expect(repairLamAlef("إرشاد زمالء جدد")).toBe("إرشاد زملاء جدد");
    for (const text of ["الأفق", "إلى", "قال المال", "الإنجليزية"]) expect(repairLamAlef(text)).toBe(text);
  });
});
