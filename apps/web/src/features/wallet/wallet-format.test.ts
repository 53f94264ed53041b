import i18next from "i18next";
import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/wallet.json";
import en from "../../locales/en/wallet.json";
import { formatCount, formatDateTime, formatUsd } from "./wallet-format";

describe("wallet formatting", () => {
  it("formats prices in the UI locale with Western digits", () => {
    expect(formatUsd(59.99, "en")).toBe("$59.99");
    const arabic = formatUsd(59.99, "ar");
    expect(arabic).toContain("59.99");
    expect(arabic).toBe("59.99 دولار أمريكي");
    expect(arabic).not.toMatch(/[٠-٩]/);
    expect(formatCount(1200, "en")).toBe("1,200");
    expect(formatCount(1200, "ar")).not.toMatch(/[٠-٩]/);
  });

  it("formats ledger dates in the UI language", () => {
    expect(formatDateTime("2026-03-10T12:05:00Z", "en")).toMatch(/March 10, 2026/);
    const arabic = formatDateTime("2026-03-10T12:05:00Z", "ar");
    expect(arabic).toMatch(/10 مارس 2026/);
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it("uses all six Arabic plural forms for points", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "ar", resources: { ar: { wallet: ar }, en: { wallet: en } }, ns: ["wallet"] });
    const t = (count: number) => i18n.t("points", { ns: "wallet", count, n: String(count) });
    expect([0, 1, 2, 3, 11, 100].map(t)).toEqual([
      "لا توجد نقاط",
      "نقطة واحدة",
      "نقطتان",
      "3 نقاط",
      "11 نقطة",
      "100 نقطة",
    ]);
    await i18n.changeLanguage("en");
    expect(i18n.t("points", { ns: "wallet", count: 1, n: "1" })).toBe("1 point");
    expect(i18n.t("points", { ns: "wallet", count: 300, n: "300" })).toBe("300 points");
  });
});
