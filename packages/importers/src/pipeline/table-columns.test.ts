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
