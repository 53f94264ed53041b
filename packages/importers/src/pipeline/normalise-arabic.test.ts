import { describe, expect, it } from "vitest";
import {
  fillUnmappedGlyphs,
  foldPersianForms,
  foldPresentationForms,
  normaliseArabicText,
  recognitionKey,
  rejoinSplitWords,
  removeHarakat,
  removeTatweel,
  repairAllahLigature,
  repairDotlessYa,
  repairLamAlefInWord,
  repairReversedLigatures,
  unreverseLatinRuns,
} from "./normalise-arabic";

describe("Arabic normalisation rules", () => {
  it("drops tatweel", () => {
    expect(removeTatweel("التعـليم")).toBe("التعليم");
    expect(removeTatweel("محمـــد العتيـبي")).toBe("محمد العتيبي");
  });

  it("drops harakat and shadda for recognition", () => {
    expect(removeHarakat("المؤهّلات")).toBe("المؤهلات");
    expect(removeHarakat("الخِبْرَات")).toBe("الخبرات");
  });

  it("folds presentation forms and leaves other compatibility characters", () => {
    expect(foldPresentationForms("\uFEE3\uFEEC\uFEE8\uFEAA\uFEB3")).toBe("مهندس");
    expect(foldPresentationForms("m² ２")).toBe("m² ２");
  });

  it("folds Persian and Urdu letter forms in Arabic words", () => {
    expect(foldPersianForms("مھندس مدنی")).toBe("مهندس مدني");
    expect(foldPersianForms("کلیة الھندسة")).toBe("كلية الهندسة");
    expect(foldPersianForms("علی")).toBe("على");
    // Urdu keeps its letters.
    expect(foldPersianForms("میرا نام ہے")).toBe("میرا نام ہے");
  });

  it("repairs a lam-alef ligature read backwards inside a word", () => {
    expect(repairLamAlefInWord("المؤهالت العلمية")).toBe("المؤهلات العلمية");
    expect(repairLamAlefInWord("شركة صافوال")).toBe("شركة صافولا");
    expect(repairLamAlefInWord("بناء عالقات مع العمالء")).toBe("بناء علاقات مع العملاء");
    // Correct "ال" inside a word stays.
    expect(repairLamAlefInWord("إدارة الأعمال والاتصال")).toBe("إدارة الأعمال والاتصال");
    // An ordinal is no lam-alef read backwards, though "ثلاثة" is a word: "the third school".
    expect(repairLamAlefInWord("مدرسة المتوسطة الثالثة بأبها")).toBe("مدرسة المتوسطة الثالثة بأبها");
  });

  it("repairs two-letter ligatures read backwards, and leaves correct words alone", () => {
    expect(repairReversedLigatures("الخربات الوظيفية")).toBe("الخبرات الوظيفية");
    expect(repairReversedLigatures("رشكة نسما والرشكاه")).toBe("شركة نسما والشركاه");
    expect(repairReversedLigatures("املهارات")).toBe("المهارات");
    expect(repairReversedLigatures("حىت الآن")).toBe("حتى الآن");
    expect(repairReversedLigatures("نبذة مخترصة")).toBe("نبذة مختصرة");
    expect(repairReversedLigatures("الربيد الإلكرتوني")).toBe("البريد الإلكتروني");
    // Hobbies a CV lists ("الجري", running) are words too, though "الجير" (lime) is in the vocabulary.
    for (const text of ["العربية", "تجربة", "المغرب", "قريب", "عربي", "الزعبي", "ثانوية طيبة", "الجري"])
      expect(repairReversedLigatures(text)).toBe(text);
  });

  it("repairs the Allah ligature", () => {
    expect(repairAllahLigature("عبدهللا محمد")).toBe("عبدالله محمد");
    expect(repairAllahLigature("عبد\uFDF2")).toBe("عبدالله");
  });

  it("repairs lam + alef maksura read backwards", () => {
    expect(repairDotlessYa("حصلت عىل شهادة")).toBe("حصلت على شهادة");
    expect(repairDotlessYa("من الرياض إىل جدة")).toBe("من الرياض إلى جدة");
    expect(repairDotlessYa("حتى مستشفى")).toBe("حتى مستشفى");
  });

  it("rejoins letters split by positioned glyphs", () => {
    expect(rejoinSplitWords("ممرض ة عن اية مركزة")).toBe("ممرضة عناية مركزة");
    expect(rejoinSplitWords("عن العمل")).toBe("عن العمل");
  });

  it("puts reversed Latin runs in Arabic lines back in order", () => {
    expect(unreverseLatinRuns("إدارة حملات Ads Google")).toBe("إدارة حملات Google Ads");
    expect(unreverseLatinRuns("Ads Google")).toBe("Ads Google");
    expect(unreverseLatinRuns("إتقان Microsoft Office")).toBe("إتقان Microsoft Office");
  });

  it("runs every rule in one pass and gives a recognition key", () => {
    expect(normaliseArabicText("المؤهّـالت")).toBe("المؤهّلات");
    expect(recognitionKey("المؤهّـلات العلمية")).toBe(recognitionKey("المؤهلات العلميه"));
    expect(normaliseArabicText("Jane Doe")).toBe("Jane Doe");
  });

  it("fills glyphs without a Unicode mapping from the word list", () => {
    // Amiri's lam-kha ligature and its medial lam in a Chrome PDF: pdf.js gives U+0000.
    expect(fillUnmappedGlyphs("ال\u0000\u0000برات العملية")).toBe("الخبرات العملية");
    expect(fillUnmappedGlyphs("ال\u0000\u0651\u0000غات")).toBe("اللغات");
    expect(normaliseArabicText("ال\u0000\u0000برات")).toBe("الخبرات");
    // No single known word of that shape: the unmapped glyphs are dropped, the rest kept.
    expect(fillUnmappedGlyphs("\u0000\u0000 محمد")).toBe(" محمد");
    expect(fillUnmappedGlyphs("ب\u0000س")).not.toContain("\u0000");
  });

  it("takes a control character or a lone Latin letter inside an Arabic word for an unmapped glyph", () => {
    // LibreOffice's subset of Amiri maps the lam-kha ligature to U+0018, lam-kaf to "A".
    expect(fillUnmappedGlyphs("الخ\u0018برات العملية")).toBe("الخبرات العملية");
    expect(fillUnmappedGlyphs("التعليم الإلAكتروني")).toBe("التعليم الإلكتروني");
    // A Latin word beside an Arabic one is text.
    expect(fillUnmappedGlyphs("Cisco وFortinet")).toBe("Cisco وFortinet");
  });

  it("rejoins a nisba ending set apart after a letter that does not join", () => {
    expect(rejoinSplitWords("الثانو ية العاشرة")).toBe("الثانوية العاشرة");
    expect(rejoinSplitWords("الإنجليز ية — جيد")).toBe("الإنجليزية — جيد");
    expect(rejoinSplitWords("مدير عام")).toBe("مدير عام");
  });
});
