import { describe, expect, it } from "vitest";
import { expectOk } from "../../testing/expect-ok";
import { type DocxBlock, type DocxParagraph, layoutDocx } from "../docx/read-docx";
import { parseResumeText } from "../pdf/parse-resume-text";
import { columnRoles, tableEntry } from "./table-columns";

const p = (text: string, rtl = true, size?: number): DocxParagraph => ({
  kind: "paragraph",
  lines: [[text]],
  style: "",
  rtl,
  list: false,
  align: "start",
  size,
});
const cell = (...texts: string[]): DocxBlock[] => texts.map((t) => p(t));

describe("table columns", () => {
  it("names the columns of a header row, in either order", () => {
    expect(columnRoles(["الفترة", "المسمى الوظيفي", "جهة العمل", "المهام"])).toEqual([
      "dates",
      "title",
      "company",
      "description",
    ]);
    expect(columnRoles(["Company", "Position", "From", "To"])).toEqual(["company", "title", "from", "to"]);
    // A row of data is no header.
    expect(columnRoles(["مدير مبيعات", "شركة المراعي", "2020 - 2024"])).toBeUndefined();
    expect(columnRoles(["الفترة", "المهام"])).toBeUndefined();
  });

  it("reads a row as title - company, dates and tasks", () => {
    const roles = columnRoles(["Company", "Position", "From", "To"])!;
    expect(tableEntry(roles, [["Almarai"], ["Accountant"], ["2015"], ["2020"]])).toEqual({
      head: "Accountant - Almarai",
      dates: "2015 - 2020",
      body: [],
    });
  });

  it("lays a Word jobs table out one entry per row, header row dropped (no row shift)", () => {
    const table: DocxBlock = {
      kind: "table",
      rtl: true,
      rows: [
        [cell("الفترة"), cell("المسمى الوظيفي"), cell("جهة العمل"), cell("المهام")],
        [cell("2020 - 2024"), cell("مدير مبيعات"), cell("شركة المراعي"), cell("قيادة الفريق", "فتح أسواق")],
        [cell("2016 - 2020"), cell("مشرف مبيعات"), cell("شركة صافولا"), cell("إدارة الحسابات")],
      ],
    };
    const lines = layoutDocx({
      header: [],
      body: [p("خالد الغامدي", true, 20), p("الخبرات العملية", true, 14), table],
      links: [],
      defaultSize: 11,
    });
    const data = expectOk(parseResumeText(lines)).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["مدير مبيعات", "شركة المراعي", "2020 - 2024"],
      ["مشرف مبيعات", "شركة صافولا", "2016 - 2020"],
    ]);
  });
});

/** A PDF cell line at its printed position. */
const at = (text: string, x0: number, xEnd: number, y: number, fontSize = 11) => ({
  text,
  x: x0,
  xEnd,
  y,
  fontSize,
  page: 1,
});

describe("PDF tables from cell geometry", () => {
  it("reads a right-to-left jobs table read column by column (LibreOffice PDF) one entry per row", () => {
    const lines = [
      at("خالد الغامدي", 390, 550, 56, 18),
      at("الخبرة المهنية", 460, 555, 289, 14),
      at("الفترة", 516, 550, 316),
      at("المسمى الوظيفي", 324, 400, 316),
      at("2020 - 2024", 491, 550, 343),
      at("مدير مبيعات", 366, 400, 342),
      at("جهة العمل", 236, 290, 316),
      at("شركة المراعي", 225, 290, 342),
      at("المهام", 129, 163, 316),
      at("قيادة فريق المبيعات", 50, 163, 342),
      at("2016 - 2020", 491, 550, 383),
      at("مشرف مبيعات", 353, 400, 382),
      at("شركة صافولا", 233, 290, 382),
      at("إدارة حسابات كبار العملاء", 49, 163, 382),
      at("المهارات", 490, 555, 545, 14),
      at("التفاوض", 490, 555, 569),
    ];
    const data = expectOk(parseResumeText(lines)).data;
    expect(data.sections.experience.items.map((i) => [i.position, i.company, i.date])).toEqual([
      ["مدير مبيعات", "شركة المراعي", "2020 - 2024"],
      ["مشرف مبيعات", "شركة صافولا", "2016 - 2020"],
    ]);
  });

  it("pairs a personal label with its value cell across a grid", () => {
    const lines = [
      at("خالد الغامدي", 390, 550, 56, 18),
      at("بيانات شخصية", 459, 555, 128, 14),
      at("الجنسية", 507, 550, 155),
      at("رقم الهوية", 492, 550, 180),
      at("سعودي", 335, 380, 155),
      at("1087654321", 308, 380, 181),
      at("الملخص المهني", 449, 555, 240, 14),
      at("مدير مبيعات حقق نموا سنويا.", 273, 550, 262),
    ];
    const data = expectOk(parseResumeText(lines)).data;
    // The nationality row moves into the personal block (issue 40); the ID number stays a field.
    expect(data.personal?.nationality).toMatchObject({ country: "SA" });
    expect(data.basics.customFields.map((f) => [f.name, f.value])).toEqual([["رقم الهوية", "1087654321"]]);
  });
});
