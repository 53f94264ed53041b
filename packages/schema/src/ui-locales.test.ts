import { describe, expect, it } from "vitest";
import {
  contentLanguageOf,
  englishFallbackLocales,
  localeTagOf,
  uiDirectionOf,
  uiLocaleCodes,
  uiLocaleOf,
  uiLocales,
} from "./ui-locales";

describe("interface locales (spec §9)", () => {
  it("lists 45 locales once each, Norwegian and Odia among them falling back to English", () => {
    expect(uiLocaleCodes).toHaveLength(45);
    expect(new Set(uiLocaleCodes).size).toBe(45);
    expect(englishFallbackLocales).toEqual(["nb", "or"]);
    for (const code of uiLocaleCodes) expect(Intl.getCanonicalLocales(code)).toEqual([code]);
  });

  it("right to left exactly for Arabic, Urdu, Persian, Hebrew, Sorani and Pashto", () => {
    expect(uiLocales.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual([
      "ar",
      "ur",
      "fa",
      "he",
      "ckb",
      "ps",
    ]);
    expect(uiDirectionOf("ur")).toBe("rtl");
    expect(uiDirectionOf("hi")).toBe("ltr");
  });

  it("maps incoming tags to our codes", () => {
    const cases: Record<string, string> = {
      "ar-SA": "ar",
      "ur-PK": "ur",
      "zh-CN": "zh-Hans",
      "zh-SG": "zh-Hans",
      "zh-TW": "zh-Hant",
      "zh-HK": "zh-Hant",
      "zh-Hant-TW": "zh-Hant",
      tl: "fil",
      "fil-PH": "fil",
      no: "nb",
      nn: "nb",
      "nb-NO": "nb",
      iw: "he",
      in: "id",
      "ku-Arab": "ckb",
      "ckb-IQ": "ckb",
      "pt-BR": "pt",
      "en-GB": "en",
      hi_IN: "hi",
      "xx-YY": "en",
    };
    for (const [tag, code] of Object.entries(cases)) expect(uiLocaleOf(tag), tag).toBe(code);
    expect(uiLocaleOf("")).toBeUndefined();
    expect(uiLocaleOf(undefined)).toBeUndefined();
  });

  it("keeps resume content in Arabic or English and saves regional tags only for those two", () => {
    expect(contentLanguageOf("ar")).toBe("ar");
    expect(contentLanguageOf("ur")).toBe("en");
    expect(localeTagOf("ar")).toBe("ar-SA");
    expect(localeTagOf("en")).toBe("en-US");
    expect(localeTagOf("ur")).toBe("ur");
  });
});
