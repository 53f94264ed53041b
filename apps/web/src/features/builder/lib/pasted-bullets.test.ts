import { describe, expect, it } from "vitest";
import { bulletsFromPlainText } from "./pasted-bullets";

describe("pasted bullets (issue 42 item 6)", () => {
  it("turns '- ' lines into one bulleted list, keeping the lines around it as paragraphs", () => {
    expect(
      bulletsFromPlainText("Accountant with 5 years.\n- Closed books monthly\n- Cut DSO by 12%\nThanks"),
    ).toBe(
      "<p>Accountant with 5 years.</p><ul><li><p>Closed books monthly</p></li><li><p>Cut DSO by 12%</p></li></ul><p>Thanks</p>",
    );
  });

  it("reads Arabic lines, Windows line ends and the other usual markers, and escapes text", () => {
    expect(bulletsFromPlainText("- إعداد القوائم المالية\r\n• متابعة الذمم <المدينة>\r\n* VAT")).toBe(
      "<ul><li><p>إعداد القوائم المالية</p></li><li><p>متابعة الذمم &lt;المدينة&gt;</p></li><li><p>VAT</p></li></ul>",
    );
  });

  it("leaves text without bullets (and a hyphenated word or a range) to the editor", () => {
    expect(bulletsFromPlainText("Riyadh - Jeddah\nAl-Otaibi")).toBeNull();
    expect(bulletsFromPlainText("-5% costs")).toBeNull();
  });
});
