import { describe, expect, it } from "vitest";
import { expectOk } from "../../testing/expect-ok";
import { parseResumeText } from "../pdf/parse-resume-text";
import type { PdfTextLine } from "../pdf/pdf-text";

// Rules for CVs as people's own files make them (issue 37, session 18: fixtures/cv-gulf
// make-real.mjs): Word templates, numbered headings, label/value entries. Each case failed
// before its rule.

/** A right-to-left line on page 1 ending at x = 560. */
const ar = (text: string, y: number, fontSize = 11, page = 1): PdfTextLine => ({
  text,
  x: 560 - text.length * fontSize * 0.5,
  xEnd: 560,
  y,
  fontSize,
  page,
});
const en = (text: string, y: number, fontSize = 11, x = 40): PdfTextLine => ({
  text,
  x,
  xEnd: x + text.length * fontSize * 0.5,
  y,
  fontSize,
  page: 1,
});

describe("numbered section headings", () => {
  it("reads 'ب- الخبرات العملية', '1. Experience' and 'II) Skills' as their sections", () => {
    const arabic = expectOk(
      parseResumeText([
        ar("خالد الحسيني", 40, 20),
        ar("أ- الخبرات العملية", 100, 14),
        ar("مهندس موقع - شركة الإمارات للإنشاءات", 120),
        ar("2019 - 2023", 135),
        ar("ب- المهارات", 170, 14),
        ar("• إدارة المشاريع", 190),
      ]),
    ).data;
    expect(arabic.sections.experience.items.map((i) => i.position)).toEqual(["مهندس موقع"]);
    expect(arabic.sections.skills.items.map((i) => i.name)).toEqual(["إدارة المشاريع"]);
    const english = expectOk(
      parseResumeText([
        en("John Smith", 40, 20),
        en("1. Experience", 100, 14),
        en("Site Engineer - Gulf Builders", 120),
        en("2019 - 2023", 135),
        en("II) Skills", 170, 14),
        en("• Revit", 190),
      ]),
    ).data;
    expect(english.sections.experience.items.map((i) => i.company)).toEqual(["Gulf Builders"]);
    expect(english.sections.skills.items.map((i) => i.name)).toEqual(["Revit"]);
  });
});

describe("jobs and schools written as label/value lines", () => {
  it("puts each labelled value in its field and reads 'من … إلى …' as the period", () => {
    const { data } = expectOk(
      parseResumeText([
        ar("سارة النعيمي", 40, 20),
        ar("الخبرات العملية", 100, 14),
        ar("المسمى الوظيفي: محاسبة أولى", 120),
        ar("جهة العمل: مجموعة النخبة التجارية", 135),
        ar("الفترة: من كانون الثاني 2019 إلى الآن", 150),
        ar("المسمى الوظيفي: محاسبة", 170),
        ar("جهة العمل: شركة الشام للتوزيع", 185),
        ar("الفترة: من عام 2014 حتى عام 2018", 200),
        ar("المؤهلات العلمية", 240, 14),
        ar("المؤهل: إجازة في الاقتصاد", 260),
        ar("الجامعة: جامعة دمشق", 275),
        ar("سنة التخرج: 2013", 290),
      ]),
    );
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.location, i.date])).toEqual([
      ["محاسبة أولى", "مجموعة النخبة التجارية", "", "Jan 2019 - Present"],
      ["محاسبة", "شركة الشام للتوزيع", "", "2014 - 2018"],
    ]);
    expect(data.sections.education.items.map((i) => [i.institution, i.studyType, i.area, i.date])).toEqual([
      ["جامعة دمشق", "إجازة", "الاقتصاد", "2013"],
    ]);
  });

  it("reads English labels too ('Job Title:', 'Company:', 'Period: from 2015 to 2019')", () => {
    const { data } = expectOk(
      parseResumeText([
        en("Arjun Nair", 40, 20),
        en("Experience", 100, 14),
        en("Job Title: Site Engineer", 120),
        en("Company: Kerala Building Services", 135),
        en("Period: from 2015 to 2019", 150),
      ]),
    );
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["Site Engineer", "Kerala Building Services", "2015 - 2019"],
    ]);
  });
});

describe("numbered jobs with Hijri periods", () => {
  it("opens the next job at the next number and reads Hijri months and one-mark ranges", () => {
    const { data } = expectOk(
      parseResumeText([
        ar("ماجد الغامدي", 40, 20),
        ar("الخبرات", 100, 14),
        ar("1) فني كهرباء – مصنع الخليج للحديد", 120),
        ar("الفترة: من محرم 1440هـ إلى الآن", 135),
        ar("2) متدرب كهرباء – شركة البحر الأحمر للصيانة", 150),
        ar("الفترة: من رجب 1438هـ إلى ذو الحجة 1439هـ", 165),
        ar("المؤهل العلمي", 200, 14),
        ar("دبلوم الكهرباء الصناعية", 220),
        ar("الكلية التقنية بجدة (1436 - 1438هـ)", 235),
      ]),
    );
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["فني كهرباء", "مصنع الخليج للحديد", "محرم 1440ه - الآن"],
      ["متدرب كهرباء", "شركة البحر الأحمر للصيانة", "رجب 1438ه - ذو الحجة 1439ه"],
    ]);
    expect(data.sections.education.items.map((i) => [i.institution, i.date])).toEqual([
      ["الكلية التقنية بجدة", "1436 - 1438ه"],
    ]);
  });
});

describe("where the person lives, among the personal rows", () => {
  it("reads 'المدينة: جدة' as the location, not a lost line or a custom field", () => {
    const { data } = expectOk(
      parseResumeText([
        ar("ريم الشهري", 40, 20),
        ar("البيانات الشخصية", 80, 14),
        ar("الجنسية: سعودية", 100),
        ar("مكان الإقامة: جدة", 115),
        ar("الخبرات", 150, 14),
        ar("منسقة محتوى - وكالة إبداع", 170),
        ar("2018 - 2021", 185),
      ]),
    );
    expect(data.basics.location).toBe("جدة");
    expect(data.basics.customFields.map((f) => f.name)).not.toContain("مكان الإقامة");
  });
});

describe("a CSS-designed CV printed by Chrome", () => {
  it("reads letter-spaced headings ('E X P E R I E N C E', 'W O R K E X P E R I E N C E')", () => {
    const { data } = expectOk(
      parseResumeText([
        en("Yousef Al-Harbi", 40, 24),
        en("W O R K E X P E R I E N C E", 100, 11),
        en("Financial Analyst - Riyadh Capital Partners", 120),
        en("2021 - 2024", 135),
        en("S K I L L S", 170, 11),
        en("• IFRS", 190),
      ]),
    );
    expect(data.sections.experience.items.map((i) => i.company)).toEqual(["Riyadh Capital Partners"]);
    expect(data.sections.skills.items.map((i) => i.name)).toEqual(["IFRS"]);
  });

  it("keeps a paragraph's wrapped line, flush with the header, in its job", () => {
    const { data } = expectOk(
      parseResumeText([
        en("Yousef Al-Harbi", 40, 24),
        en("Experience", 100, 14),
        en("Feb 2021 – Present", 120, 10.5, 45),
        en("Financial Analyst", 120, 10.5, 162),
        en("Riyadh Capital Partners", 132, 10.5, 162),
        en(
          "Builds monthly budget variance reports for the board, models the cash flow of new",
          146,
          10.5,
          162,
        ),
        en("branches and reviews supplier contracts above SAR 1 million.", 158, 10.5, 162),
        en("Aug 2018 – Jan 2021", 182, 10.5, 45),
        en("Junior Accountant", 182, 10.5, 162),
        en("Al Yamamah Cement Company", 194, 10.5, 162),
      ]),
    );
    expect(data.sections.experience.items.map((i) => [i.position, i.company])).toEqual([
      ["Financial Analyst", "Riyadh Capital Partners"],
      ["Junior Accountant", "Al Yamamah Cement Company"],
    ]);
  });
});

describe("employers named as businesses", () => {
  it("reads 'Buyer, Al Safwa Trading Co.' as title and employer, not a place", () => {
    const { data } = expectOk(
      parseResumeText([
        en("Abdulaziz Al-Otaibi", 40, 22),
        en("Experience", 100, 14),
        en("Senior Buyer, Najd Industrial Services", 120),
        en("Mar 2020 – Present", 120, 11, 440),
        en("• Ran tenders for maintenance contracts", 135),
        en("Buyer, Al Safwa Trading Co.", 150),
        en("Jun 2016 – Feb 2020", 150, 11, 440),
        en("• Purchased spare parts", 165),
      ]),
    );
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.location])).toEqual([
      ["Senior Buyer", "Najd Industrial Services", ""],
      ["Buyer", "Al Safwa Trading Co.", ""],
    ]);
  });

  it("keeps 'Staff Nurse – ICU' whole over its hospital's line", () => {
    const { data } = expectOk(
      parseResumeText([
        en("Mariam Al Mansoori", 40, 22),
        en("Experience", 100, 14),
        en("Staff Nurse – ICU", 120),
        en("08/2019 – Present", 120, 11, 455),
        en("Al Noor Specialist Hospital", 135),
        en("• Cared for ventilated adult patients", 150),
      ]),
    );
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.location])).toEqual([
      ["Staff Nurse – ICU", "Al Noor Specialist Hospital", ""],
    ]);
  });
});

describe("headings as Indian and Gulf CVs word them", () => {
  it("reads 'Languages Known' as languages and 'الشهادات والمهارات' as skills", () => {
    const english = expectOk(
      parseResumeText([
        en("Arjun Nair", 40, 20),
        en("Languages Known", 100, 12),
        en("English (Fluent), Malayalam (Native), Hindi (Good)", 120),
      ]),
    ).data;
    expect(english.sections.languages.items.map((i) => i.name)).toEqual(["English", "Malayalam", "Hindi"]);
    const arabic = expectOk(
      parseResumeText([
        ar("فيصل القحطاني", 40, 20),
        ar("الشهادات والمهارات", 100, 13),
        ar("• CCNA", 120),
        ar("• Linux", 135),
      ]),
    ).data;
    expect(arabic.sections.skills.items.map((i) => i.name)).toEqual(["CCNA", "Linux"]);
  });
});

describe("a name set at the text's size (a Word template's header, as LibreOffice prints it)", () => {
  it("keeps the first line as the name and the title under it as the headline, not an unknown heading", () => {
    const { data } = expectOk(
      parseResumeText([
        en("Abdulaziz Saleh Al-Otaibi", 40),
        en("Senior Procurement Specialist", 56),
        en("Riyadh, Saudi Arabia | +966 50 318 7742 | a.alotaibi@example.com", 75),
        en("Experience", 159, 14),
        en("Buyer, Al Safwa Trading Co.", 178),
        en("Jun 2016 – Feb 2020", 178, 11, 440),
        en("• Purchased spare parts and consumables for three branches", 196),
        en("Skills", 230, 14),
        en("• SAP MM", 248),
        en("Volunteer Experience or Leadership", 280, 14),
        en("Led the company's blood donation drive in 2019.", 298),
      ]),
    );
    expect([data.basics.name, data.basics.headline]).toEqual([
      "Abdulaziz Saleh Al-Otaibi",
      "Senior Procurement Specialist",
    ]);
  });
});

describe("an Arabic CV printed by Chrome with justified text", () => {
  /** A justified line: the column's whole width. */
  const full = (text: string, y: number): PdfTextLine => ({
    text,
    x: 198,
    xEnd: 556,
    y,
    fontSize: 11,
    page: 1,
  });
  const left = (text: string, y: number): PdfTextLine => ({
    text,
    x: 198,
    xEnd: 268,
    y,
    fontSize: 11,
    page: 1,
  });
  it("reads 'حتى الآن - 2020' as from 2020, keeps justified lines in their job, the degree over its school", () => {
    const { data } = expectOk(
      parseResumeText([
        ar("هند الكعبي", 64, 24),
        ar("الخبرة العملية", 397, 13),
        ar("مديرة موارد بشرية", 429, 12),
        left("حتى الآن - 2020", 428),
        ar("مجموعة الفرسان القابضة", 451),
        full("قيادة فريق الموارد البشرية المكون من ثمانية موظفين، وإعادة بناء سياسات التوظيف", 472),
        full("والتعويضات بما يتوافق مع قانون العمل الإماراتي، وإطلاق برنامج التوطين في الشركات", 490),
        ar("التابعة.", 508),
        ar("أخصائية توظيف", 531, 12),
        left("2020 - 2015", 530),
        ar("شركة أبوظبي للخدمات الفنية", 552),
        ar("التعليم", 631, 13),
        ar("ماجستير إدارة الموارد البشرية", 663, 12),
        left("2015 - 2013", 662),
        ar("جامعة الإمارات العربية المتحدة", 684),
      ]),
    );
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["مديرة موارد بشرية", "مجموعة الفرسان القابضة", "2020 - Present"],
      ["أخصائية توظيف", "شركة أبوظبي للخدمات الفنية", "2015 - 2020"],
    ]);
    expect(data.sections.education.items.map((i) => [i.institution, i.studyType])).toEqual([
      ["جامعة الإمارات العربية المتحدة", "ماجستير إدارة الموارد البشرية"],
    ]);
  });
});

describe("a date wrapped under its job title in a right-to-left text box", () => {
  it("reads the line under the date as the company, not the place", () => {
    const { data } = expectOk(
      parseResumeText([
        ar("ريم الشهري", 73, 24),
        ar("الخبرات العملية", 166, 13),
        ar("أخصائية تسويق رقمي", 198, 11),
        ar("2021 - حتى الآن", 245, 10),
        ar("شركة الواحة للتجزئة", 270, 10),
        ar("• إدارة حملات الإعلانات على منصات التواصل", 294, 10),
        ar("منسقة محتوى", 345, 11),
        ar("2018 - 2021", 392, 10),
        ar("وكالة إبداع للإعلان", 416, 10),
        ar("• كتابة المحتوى العربي للعملاء", 441, 10),
      ]),
    );
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.location])).toEqual([
      ["أخصائية تسويق رقمي", "شركة الواحة للتجزئة", ""],
      ["منسقة محتوى", "وكالة إبداع للإعلان", ""],
    ]);
  });
});

describe("a Word template's right-aligned dates, as LibreOffice prints them", () => {
  it("reads dates glued to a wrapped header's end ('and Minerals2009 – 2014') and keeps the header whole", () => {
    const { data } = expectOk(
      parseResumeText([
        en("Abdulaziz Al-Otaibi", 40, 22),
        en("Education", 361, 14),
        en("Bachelor of Science in Industrial Engineering, King Fahd University of Petroleum", 381),
        en("and Minerals2009 – 2014", 397),
        en("Skills", 418, 14),
        en("• SAP MM", 438),
      ]),
    );
    expect(data.sections.education.items.map((i) => [i.institution, i.studyType, i.date])).toEqual([
      ["King Fahd University of Petroleum and Minerals", "Bachelor of Science", "2009 - 2014"],
    ]);
  });
});
