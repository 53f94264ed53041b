import { describe, expect, it } from "vitest";
import { expectOk } from "../../testing/expect-ok";
import { parseResumeText } from "../pdf/parse-resume-text";
import type { PdfTextLine } from "../pdf/pdf-text";

// Layout and text fixes for CVs as Gulf job seekers write them (issue 37), through the whole text
// pipeline. Each case failed before its fix.

/** A right-to-left line on page 1 ending at x = 560. */
const ar = (text: string, y: number, fontSize = 11, page = 1): PdfTextLine => ({
  text,
  x: 560 - text.length * fontSize * 0.5,
  xEnd: 560,
  y,
  fontSize,
  page,
});
const en = (text: string, y: number, fontSize = 11, page = 1, x = 40): PdfTextLine => ({
  text,
  x,
  xEnd: x + text.length * fontSize * 0.5,
  y,
  fontSize,
  page,
});

describe("headings as Arabic authors write them", () => {
  it("recognises headings with tatweel, shadda and missing from the old list", () => {
    const result = expectOk(
      parseResumeText([
        ar("سارة العمري", 40, 20),
        ar("الخبرات العمـلية", 100, 14),
        ar("محاسبة - شركة المراعي", 120),
        ar("2019 - 2022", 135),
        ar("المؤهّلات العلمية", 170, 14),
        ar("بكالوريوس محاسبة - جامعة الملك سعود", 190),
        ar("2014 - 2018", 205),
        ar("المهارات الأساسية", 240, 14),
        ar("إعداد القوائم المالية", 260),
        ar("الدورات التدريبية", 290, 14),
        ar("دورة في المعايير الدولية", 310),
      ]),
    );
    const data = result.data;
    expect(data.sections.experience.items.map((i) => i.company)).toEqual(["شركة المراعي"]);
    expect(data.sections.education.items.map((i) => i.institution)).toEqual(["جامعة الملك سعود"]);
    expect(data.sections.skills.items.map((i) => i.name)).toEqual(["إعداد القوائم المالية"]);
  });

  it("keeps a name written with tatweel and does not take the contact heading for it", () => {
    const result = expectOk(
      parseResumeText([
        ar("محمـــد العتيـبي", 40, 22),
        ar("للتواصل", 80, 14),
        ar("0501234567", 100),
        ar("mohammed@example.com", 115),
        ar("الخبرات", 150, 14),
        ar("مشرف مبيعات - شركة العثيم", 170),
      ]),
    );
    expect(result.data.basics.name).toBe("محمد العتيبي");
    expect(result.data.basics.phone).toBe("0501234567");
  });
});

describe("headings written in both languages", () => {
  it("recognises 'Experience | الخبرات' and 'المهارات / Skills' as their sections", () => {
    const data = expectOk(
      parseResumeText([
        en("Hana Al-Zahrani هناء الزهراني", 30, 22),
        en("Data Analyst | محللة بيانات", 46, 13),
        en("Experience | الخبرات", 110, 14),
        en("Data Analyst, Saudi Telecom Company (2021 - Present)", 125),
        en("Education – التعليم", 185, 14),
        en("Bachelor of Information Systems – King Saud University, 2016 - 2020", 200),
        en("المهارات / Skills", 220, 14),
        en("Power BI | SQL", 233),
      ]),
    ).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company])).toEqual([
      ["Data Analyst", "Saudi Telecom Company"],
    ]);
    expect(data.sections.education.items.map((i) => i.institution)).toEqual(["King Saud University"]);
    expect(data.sections.skills.items.map((i) => i.name)).toEqual(["Power BI", "SQL"]);
    expect(data.basics.headline).toBe("Data Analyst | محللة بيانات");
  });
});

describe("languages as Gulf CVs list them", () => {
  it("splits a language from a level the list lacks, a dash, and two pairs on one line", () => {
    const data = expectOk(
      parseResumeText([
        en("Hana Al-Zahrani", 30, 22),
        en("Languages", 110, 14),
        en("English - Fluent", 125),
        en("Urdu - Native", 140),
        en("الإنجليزية: مقبول", 155),
        en("Arabic: Native – French: Basic", 170),
      ]),
    ).data;
    expect(data.sections.languages.items.map((i) => [i.name, i.description])).toEqual([
      ["English", "Fluent"],
      ["Urdu", "Native"],
      ["الإنجليزية", "مقبول"],
      ["Arabic", "Native"],
      ["French", "Basic"],
    ]);
  });
});

describe("employers named after a place", () => {
  it("keeps 'أرامكو السعودية' and 'KPMG India' as the company", () => {
    const data = expectOk(
      parseResumeText([
        ar("عمر حسن المالكي", 40, 20),
        ar("الخبرات العملية", 100, 14),
        ar("متدرب تقنية معلومات", 120),
        ar("أرامكو السعودية | 2017 - 2018", 135),
      ]),
    ).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company])).toEqual([
      ["متدرب تقنية معلومات", "أرامكو السعودية"],
    ]);
    const en2 = expectOk(
      parseResumeText([
        en("Rahul Mehta", 40, 20),
        en("Experience", 100, 14),
        en("Audit Associate", 120),
        en("KPMG India", 135),
        en("2012 - 2015", 135, 11, 1, 450),
      ]),
    ).data;
    expect(en2.sections.experience.items.map((i) => [i.company, i.location])).toEqual([["KPMG India", ""]]);
  });
});

describe("schools named with the article", () => {
  it("reads 'الكلية التقنية بالرياض' and 'المعهد الفندقي' as the institution after the diploma", () => {
    const data = expectOk(
      parseResumeText([
        ar("سارة محمد الدوسري", 30, 22),
        ar("التعليم", 300, 14),
        ar("دبلوم السكرتارية التنفيذية، الكلية التقنية بالرياض، 2013 - 2015", 320),
        ar("دبلوم الفنون الفندقية، المعهد الفندقي بالقاهرة، 2003 - 2005", 340),
      ]),
    ).data;
    expect(data.sections.education.items.map((i) => [i.studyType, i.institution])).toEqual([
      ["دبلوم السكرتارية التنفيذية", "الكلية التقنية بالرياض"],
      ["دبلوم الفنون الفندقية", "المعهد الفندقي بالقاهرة"],
    ]);
  });
});

describe("a date range wrapped inside its table cell", () => {
  it("joins '2020 - حتى' to 'الآن' on the cell's next row, past the cell beside it", () => {
    const cell = (text: string, x: number, xEnd: number, y: number): PdfTextLine => ({
      text,
      x,
      xEnd,
      y,
      fontSize: 11,
      page: 1,
    });
    const data = expectOk(
      parseResumeText([
        cell("نورة القحطاني", 300, 400, 40),
        cell("الخبرات", 300, 400, 200),
        cell("2020 - حتى", 316, 375, 241),
        cell("أخصائية موارد بشرية", 65, 175, 241),
        cell("الآن", 312, 333, 262),
        cell("شركة الاتصالات", 65, 175, 262),
      ]),
    ).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["أخصائية موارد بشرية", "شركة الاتصالات", "2020 - Present"],
    ]);
  });
});

describe("the job title under the name", () => {
  it("reads it under a document title, without a known title word", () => {
    const result = expectOk(
      parseResumeText([
        ar("السيرة الذاتية", 30, 24),
        ar("نورة القحطاني", 70, 18),
        ar("أمينة صندوق", 92, 13),
        ar("الرياض - حي النخيل", 110),
        ar("الخبرات العملية", 150, 14),
        ar("أمينة صندوق - بنده", 170),
      ]),
    );
    expect(result.data.basics.name).toBe("نورة القحطاني");
    expect(result.data.basics.headline).toBe("أمينة صندوق");
  });
});

describe("the job title under the name, set in the headings' size", () => {
  it("is the headline, not an unknown heading", () => {
    const result = expectOk(
      parseResumeText([
        ar("فاطمة علي الشهري", 60, 22),
        ar("معلمة رياضيات", 91, 14),
        ar("معلومات الاتصال", 128, 14),
        ar("الجوال: 0531112233", 151),
        ar("الهدف الوظيفي", 331, 14),
        ar("معلمة رياضيات للمرحلة المتوسطة.", 354),
        ar("الخبرات العملية", 389, 14),
        ar("معلمة رياضيات - مدارس التربية النموذجية", 410),
      ]),
    );
    expect(result.data.basics.headline).toBe("معلمة رياضيات");
  });
});

describe("a Word CV with its sidebar cell first", () => {
  it("finds the name and title after the sidebar, and labels behind icons", () => {
    const data = expectOk(
      parseResumeText([
        en("Contact Details", 17, 13),
        en("☎ +971 52 987 6543", 31),
        en("Personal Information", 77, 13),
        en("◆ Nationality: British", 91),
        en("Key Skills", 122, 13),
        en("Curriculum Design", 137),
        en("Sarah Thompson", 239, 22, 1, 306),
        en("English Language Teacher", 257, 14, 1, 306),
        en("Professional Experience", 308, 14, 1, 306),
        en("English Teacher, Aldar Academies", 337, 11, 1, 306),
        en("2019 - Present", 337, 11, 1, 480),
      ]),
    ).data;
    expect([data.basics.name, data.basics.headline]).toEqual(["Sarah Thompson", "English Language Teacher"]);
    // The label/value row lands in the personal block (issue 40), not in a job.
    expect(data.personal?.nationality).toMatchObject({ country: "GB" });
    expect(data.sections.skills.items.map((i) => i.name)).toEqual(["Curriculum Design"]);
  });
});

describe("label/value personal rows", () => {
  it("keeps them as personal details, not as jobs", () => {
    const result = expectOk(
      parseResumeText([
        ar("خالد الشمري", 40, 20),
        ar("البيانات الشخصية", 80, 14),
        ar("الجنسية: سعودي", 100),
        ar("تاريخ الميلاد: 1995/03/12", 115),
        ar("الحالة الاجتماعية: متزوج", 130),
        ar("رقم الجوال: 0551234567", 145),
        ar("الخبرات العملية", 180, 14),
        ar("فني كهرباء - شركة الكهرباء السعودية", 200),
        ar("2018 - 2023", 215),
      ]),
    );
    const data = result.data;
    // Read as label/value rows, then moved into the personal block (issue 40).
    expect(data.personal?.nationality).toMatchObject({ country: "SA" });
    expect(data.personal?.birthDate.date).toBe("1995-03-12");
    expect(data.personal?.maritalStatus.status).toBe("married");
    expect(data.basics.customFields).toEqual([]);
    expect(data.basics.phone).toBe("0551234567");
    expect(data.sections.experience.items).toHaveLength(1);
  });

  it("reads a label cell and its value cell on one row (a Word table)", () => {
    const result = expectOk(
      parseResumeText([
        en("Ahmed Hassan", 40, 20),
        en("Personal Information", 80, 14),
        en("Nationality", 100, 11, 1, 40),
        en("Egyptian", 100, 11, 1, 200),
        en("Date of Birth", 115, 11, 1, 40),
        en("12/03/1990", 115, 11, 1, 200),
        en("Experience", 150, 14),
        en("Accountant, Almarai", 170),
        en("2015 - 2020", 170, 11, 1, 450),
      ]),
    );
    expect(result.data.personal?.nationality).toMatchObject({ country: "EG" });
    expect(result.data.personal?.birthDate.date).toBe("1990-03-12");
    expect(result.data.sections.experience.items.map((i) => i.position)).toEqual(["Accountant"]);
  });
});

describe("LaTeX and Europass layouts", () => {
  it("reads two dates with the dash lost (a soft hyphen) as a range", () => {
    const result = expectOk(
      parseResumeText([
        en("Jane Roe", 40, 28),
        en("Work Experience", 100, 16),
        en("Dunamu Inc.", 120, 10),
        en("Seoul, S.Korea", 120, 9, 1, 505),
        en("DevOps Engineer", 134, 8),
        en("Sep. 2023 Mar. 2024", 134, 8, 1, 489),
        en("• Led service mesh research.", 147, 9),
      ]),
    );
    expect(result.data.sections.experience.items.map((i) => i.date)).toEqual(["Sep 2023 - Mar 2024"]);
  });

  it("reads a lost dash before an expected end, and after an earlier period, as a range (both periods kept)", () => {
    const result = expectOk(
      parseResumeText([
        en("Jane Roe", 40, 28),
        en("Work Experience", 100, 16),
        en("Undergraduate Research, Machine Learning Lab", 120, 10),
        en("Pohang, S.Korea", 120, 9, 1, 497),
        en("Researcher", 134, 8),
        en("Mar. 2016 Exp. Jun. 2017", 134, 8, 1, 475),
        en("• Researched classification algorithms.", 147, 9),
        en("SAMSUNG Electronics", 170, 10),
        en("S.Korea", 170, 9, 1, 528),
        en("Freelance Penetration Tester", 184, 8),
        en("Sep. 2013, Mar. 2011 Oct. 2011", 184, 8, 1, 457),
        en("• Conducted penetration testing.", 197, 9),
      ]),
    );
    expect(result.data.sections.experience.items.map((i) => [i.position, i.date])).toEqual([
      ["Researcher", "Mar 2016 - Jun 2017"],
      // A job of two periods: both, as written (one range cannot say it).
      ["Freelance Penetration Tester", "Sep. 2013, Mar. 2011 – Oct. 2011"],
    ]);
  });

  it("reads a soft hyphen and a double hyphen as range separators", () => {
    const result = expectOk(
      parseResumeText([
        en("Jane Roe", 40, 28),
        en("Experience", 100, 16),
        en("Engineer, Acme", 120),
        en("2019\u00AD2021", 120, 10, 1, 480),
        en("Analyst, Initech", 150),
        en("2016 -- 2019", 150, 10, 1, 480),
      ]),
    );
    expect(result.data.sections.experience.items.map((i) => i.date)).toEqual(["2019 - 2021", "2016 - 2019"]);
  });

  it("drops a running footer repeated on every page", () => {
    const lines: PdfTextLine[] = [
      en("Jane Roe", 40, 28),
      en("Experience", 100, 16),
      en("Engineer, Acme", 120),
      en("2019 - 2021", 120, 10, 1, 480),
      en("• Built things.", 135),
      en("February 10, 2026", 805, 8),
      en("Jane Roe · Résumé", 805, 8, 1, 254),
      en("1", 805, 8, 1, 553),
      en("Analyst, Initech", 874, 10, 2),
      en("2016 - 2019", 874, 10, 2, 480),
      en("Education", 920, 16, 2),
      en("BSc Physics, Uni of Somewhere", 940, 10, 2),
      en("2012 - 2016", 940, 10, 2, 480),
      en("February 10, 2026", 1597, 8, 2),
      en("Jane Roe · Résumé", 1597, 8, 2, 254),
      en("2", 1597, 8, 2, 553),
    ];
    const data = expectOk(parseResumeText(lines)).data;
    expect(data.sections.experience.items.map((i) => i.company)).toEqual(["Acme", "Initech"]);
    expect(data.sections.education.items).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("Résumé");
  });
});

describe("running lines", () => {
  it("keeps date rows that merely end two pages", () => {
    const data = expectOk(
      parseResumeText([
        en("Jane Roe", 40, 28),
        en("Experience", 100, 16),
        en("Engineer, Acme", 120),
        en("2019 - 2021", 120, 10, 1, 480),
        en("Analyst, Initech", 874, 10, 2),
        en("2016 - 2019", 874, 10, 2, 480),
      ]),
    ).data;
    expect(data.sections.experience.items.map((i) => i.date)).toEqual(["2019 - 2021", "2016 - 2019"]);
  });
});

describe("running lines, cell by cell", () => {
  it("keeps first rows that only share a place cell", () => {
    const data = expectOk(
      parseResumeText([
        en("Jane Roe", 40, 28),
        en("Experience", 100, 16),
        en("Engineer, Acme", 120),
        en("2019 - 2021", 120, 10, 1, 480),
        en("Kasa", 874, 10, 2),
        en("Seoul, S.Korea", 874, 9, 2, 505),
        en("Founding Member", 888, 8, 2),
        en("Jun. 2018 – Jan. 2021", 888, 8, 2, 490),
        en("ShitOne Corp.", 1716, 10, 3),
        en("Seoul, S.Korea", 1716, 9, 3, 505),
        en("Software Engineer", 1729, 8, 3),
        en("Dec. 2011 – Feb. 2012", 1729, 8, 3, 490),
      ]),
    ).data;
    expect(JSON.stringify(data.sections.experience.items).match(/Seoul, S\.Korea/g)).toHaveLength(2);
  });
});

describe("a date range in visual order", () => {
  it("reads '2024 - 2018' alone in a right-to-left CV's date cell as 2018 to 2024", () => {
    const data = expectOk(
      parseResumeText([
        ar("سارة محمد الدوسري", 40, 22),
        ar("الخبرات الوظيفية", 200, 14),
        ar("سكرتيرة تنفيذية – البنك الأهلي السعودي", 220),
        en("2024 - 2018", 240, 11, 1, 500),
        ar("• تنظيم جدول أعمال الإدارة العليا", 260),
        ar("مساعدة إدارية – شركة دار الأركان", 280),
        en("05/2018 - 03/2015", 300, 11, 1, 480),
        ar("• أرشفة المراسلات", 320),
      ]),
    ).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["سكرتيرة تنفيذية", "البنك الأهلي السعودي", "2018 - 2024"],
      ["مساعدة إدارية", "شركة دار الأركان", "Mar 2015 - May 2018"],
    ]);
  });
});

describe("an Arabic CV set flush left", () => {
  it("starts the next job after a bullet when lines share the left margin, not the right", () => {
    /** A right-to-left line set flush left at x = 57 (a paragraph without a direction). */
    const left = (text: string, y: number, fontSize = 11): PdfTextLine => ({
      text,
      x: 57,
      xEnd: 57 + text.length * fontSize * 0.45,
      y,
      fontSize,
      page: 1,
    });
    const data = expectOk(
      parseResumeText([
        left("سارة محمد الدوسري", 40, 22),
        left("الخبرات الوظيفية", 200, 14),
        left("سكرتيرة تنفيذية – البنك الأهلي السعودي", 220),
        left("2018 - 2024", 240),
        left("• تنظيم جدول أعمال الإدارة العليا", 260),
        left("مساعدة إدارية – شركة دار الأركان", 280),
        left("2015 - 2018", 300),
        left("• أرشفة المراسلات", 320),
      ]),
    ).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["سكرتيرة تنفيذية", "البنك الأهلي السعودي", "2018 - 2024"],
      ["مساعدة إدارية", "شركة دار الأركان", "2015 - 2018"],
    ]);
  });
});

describe("a list item whose marker the PDF lost", () => {
  it("reads a line set in under a dated job header as the job's text, not its company", () => {
    const data = expectOk(
      parseResumeText([
        en("Tariq Mahmoud", 40, 22),
        en("Experience", 200, 14),
        en("Senior Mechanical Engineer, Qatar Building Company (2018 - Present)", 220),
        en("Led HVAC design reviews for three towers", 240, 11, 1, 75),
        en("Mechanical Engineer, Orascom Construction (2012 - 2018)", 260),
        en("Commissioned chilled water systems", 280, 11, 1, 75),
        en("Education", 320, 14),
        en("B.Sc. Mechanical Engineering – Ain Shams University, 2007 - 2012", 340),
      ]),
    ).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["Senior Mechanical Engineer", "Qatar Building Company", "2018 - Present"],
      ["Mechanical Engineer", "Orascom Construction", "2012 - 2018"],
    ]);
    expect(data.sections.experience.items[1]!.summary).toContain("Commissioned chilled water systems");
  });

  it("keeps lines under a date column's entry as its header (moderncv)", () => {
    const data = expectOk(
      parseResumeText([
        en("John Doe", 40, 22),
        en("Experience", 200, 14, 1, 177),
        en("Jan 2021 – Mar 2023 Machine Learning Engineer", 220, 10, 1, 129),
        en("Apple", 235, 10, 1, 177),
        en("• Built the ranking pipeline.", 250, 10, 1, 177),
      ]),
    ).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company])).toEqual([
      ["Machine Learning Engineer", "Apple"],
    ]);
  });
});

describe("job titles outside the hand-written list", () => {
  it("knows a title by an occupation's first word in the vocabulary, a defective noun with its tanween too", () => {
    const data = expectOk(
      parseResumeText([
        ar("حسام الدين مصطفى", 40, 22),
        ar("طاهٍ رئيسي", 70, 14),
        ar("الخبرات العملية", 200, 14),
        ar("طاهٍ رئيسي – فندق شيراتون الدوحة", 220),
        ar("2017 - حتى الآن", 240),
        ar("• إعداد قوائم الطعام الموسمية", 260),
        ar("أمين مستودع – مصنع الزامل للحديد", 280),
        ar("2012 - 2017", 300),
        ar("• جرد المخزون الشهري", 320),
      ]),
    ).data;
    expect(data.basics.headline).toBe("طاهٍ رئيسي");
    expect(data.sections.experience.items.map((i) => [i.position, i.company])).toEqual([
      ["طاهٍ رئيسي", "فندق شيراتون الدوحة"],
      ["أمين مستودع", "مصنع الزامل للحديد"],
    ]);
  });
});

describe("schools stacked degree over school", () => {
  it("starts the next school at its degree when the date sits beside the school", () => {
    const data = expectOk(
      parseResumeText([
        ar("فيصل خالد الشهري", 40, 22),
        ar("التعليم", 200, 14),
        ar("ماجستير القانون التجاري", 220),
        ar("جامعة الإمام محمد بن سعود | 2016 - 2018", 240),
        ar("بكالوريوس الأنظمة", 260),
        ar("جامعة الملك عبدالعزيز | 2010 - 2014", 280),
      ]),
    ).data;
    expect(data.sections.education.items.map((i) => [i.studyType, i.institution, i.date])).toEqual([
      ["ماجستير القانون التجاري", "جامعة الإمام محمد بن سعود", "2016 - 2018"],
      ["بكالوريوس الأنظمة", "جامعة الملك عبدالعزيز", "2010 - 2014"],
    ]);
  });
});

describe("jobs without bullets", () => {
  it("reads each 'title - company' line with its date under it as a job of its own", () => {
    const data = expectOk(
      parseResumeText([
        ar("سلمان فهد العنزي", 40, 20),
        ar("الخبرات العملية", 100, 14),
        ar("فني صيانة - شركة المراعي", 120),
        ar("2020 - حتى الآن", 135),
        ar("مساعد فني - شركة أسمنت اليمامة", 160),
        ar("2016 - 2020", 175),
      ]),
    ).data;
    expect(data.sections.experience.items.map((j) => [j.position, j.company])).toEqual([
      ["فني صيانة", "شركة المراعي"],
      ["مساعد فني", "شركة أسمنت اليمامة"],
    ]);
  });
});

describe("dates in the Hijri calendar (Saudi CVs)", () => {
  it("keeps the Gregorian period of a date given in both calendars, and drops the year's م", () => {
    const data = expectOk(
      parseResumeText([
        ar("سلمان فهد العنزي", 40, 20),
        ar("الخبرات العملية", 100, 14),
        ar("فني صيانة - شركة المراعي", 120),
        ar("الفترة: 1441هـ - حتى الآن (2020م - حتى الآن)", 135),
        ar("مساعد فني - شركة أسمنت اليمامة", 160),
        ar("2016م - 2020م (1437هـ - 1441هـ)", 175),
        ar("التعليم", 210, 14),
        ar("دبلوم الكهرباء - الكلية التقنية بالرياض", 230),
        ar("1433هـ - 1435هـ (2012م - 2014م)", 245),
      ]),
    ).data;
    expect(data.sections.experience.items.map((j) => [j.position, j.company, j.date])).toEqual([
      ["فني صيانة", "شركة المراعي", "2020 - Present"],
      ["مساعد فني", "شركة أسمنت اليمامة", "2016 - 2020"],
    ]);
    const school = data.sections.education.items[0]!;
    expect([school.studyType, school.area, school.date]).toEqual(["دبلوم الكهرباء", "", "2012 - 2014"]);
  });

  it("keeps a Hijri date alone as written, as the date, not in the title or the field", () => {
    const data = expectOk(
      parseResumeText([
        ar("سلمان فهد العنزي", 40, 20),
        ar("الخبرات العملية", 100, 14),
        ar("فني صيانة - شركة المراعي", 120),
        ar("1437هـ - 1441هـ", 135),
        ar("التعليم", 170, 14),
        ar("دبلوم الكهرباء - الكلية التقنية بالرياض", 190),
        ar("1433/05/01هـ", 205),
      ]),
    ).data;
    const job = data.sections.experience.items[0]!;
    expect([job.position, job.company, job.date]).toEqual(["فني صيانة", "شركة المراعي", "1437ه - 1441ه"]);
    const school = data.sections.education.items[0]!;
    expect([school.area, school.date]).toEqual(["", "1433/05/01ه"]);
  });
});
