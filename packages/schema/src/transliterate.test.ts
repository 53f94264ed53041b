import { describe, expect, it } from "vitest";

import { transliterate, transliterateName } from "./transliterate";

/** Real Arabic/Gulf names and the spelling a Gulf passport or LinkedIn profile commonly uses. */
const NAMES: [string, string][] = [
  ["محمد", "Mohammed"],
  ["أحمد", "Ahmed"],
  ["عبدالله", "Abdullah"],
  ["عبد الله", "Abdullah"],
  ["عبد الرحمن", "Abdulrahman"],
  ["عبدالعزيز", "Abdulaziz"],
  ["عبد المجيد", "Abdulmajeed"],
  ["عبدالإله", "Abdulilah"],
  ["فاطمة", "Fatima"],
  ["نورة", "Noura"],
  ["سارة", "Sara"],
  ["عائشة", "Aisha"],
  ["مريم", "Maryam"],
  ["خديجة", "Khadija"],
  ["ريم", "Reem"],
  ["هند", "Hind"],
  ["لطيفة", "Latifa"],
  ["منيرة", "Munira"],
  ["العنود", "Alanoud"],
  ["الجوهرة", "Aljawhara"],
  ["شيخة", "Shaikha"],
  ["هيا", "Haya"],
  ["دانة", "Dana"],
  ["لولوة", "Lulwa"],
  ["خالد", "Khalid"],
  ["فهد", "Fahad"],
  ["سعود", "Saud"],
  ["سلطان", "Sultan"],
  ["فيصل", "Faisal"],
  ["تركي", "Turki"],
  ["بندر", "Bandar"],
  ["ناصر", "Nasser"],
  ["سعد", "Saad"],
  ["عمر", "Omar"],
  ["علي", "Ali"],
  ["حسن", "Hassan"],
  ["حسين", "Hussein"],
  ["إبراهيم", "Ibrahim"],
  ["يوسف", "Yousef"],
  ["مشعل", "Mishal"],
  ["ماجد", "Majed"],
  ["راشد", "Rashid"],
  ["منصور", "Mansour"],
  ["عادل", "Adel"],
  ["طلال", "Talal"],
  ["نواف", "Nawaf"],
  ["بدر", "Badr"],
  ["ياسر", "Yasser"],
  ["وليد", "Waleed"],
  ["سلمان", "Salman"],
  ["حمد", "Hamad"],
  ["حمود", "Hamoud"],
  ["مساعد", "Musaed"],
  ["زياد", "Ziyad"],
  ["هشام", "Hisham"],
  ["مصطفى", "Mustafa"],
  ["عيسى", "Eisa"],
  ["موسى", "Musa"],
  ["يحيى", "Yahya"],
  ["القحطاني", "Al-Qahtani"],
  ["الغامدي", "Al-Ghamdi"],
  ["الزهراني", "Al-Zahrani"],
  ["الشهري", "Al-Shehri"],
  ["العتيبي", "Al-Otaibi"],
  ["الدوسري", "Al-Dosari"],
  ["المطيري", "Al-Mutairi"],
  ["الحربي", "Al-Harbi"],
  ["العنزي", "Al-Enezi"],
  ["الشمري", "Al-Shammari"],
  ["السبيعي", "Al-Subaie"],
  ["آل سعود", "Al-Saud"],
  ["آل الشيخ", "Al-Sheikh"],
  ["الهاشمي", "Al-Hashimi"],
];

const FULL: [string, string][] = [
  ["محمد بن سلمان آل سعود", "Mohammed bin Salman Al-Saud"],
  ["فاطمة عبدالله القحطاني", "Fatima Abdullah Al-Qahtani"],
  ["نورة بنت فهد العتيبي", "Noura bint Fahad Al-Otaibi"],
  ["أبو بكر الصديق", "Abu Bakr Al-Siddiq"],
  ["عبد الرحمن خالد الدوسري", "Abdulrahman Khalid Al-Dosari"],
  ["Sara Al-Qahtani", "Sara Al-Qahtani"],
];

describe("transliterateName", () => {
  it.each(NAMES)("%s → %s", (ar, en) => {
    expect(transliterateName(ar)).toBe(en);
  });
  it.each(FULL)("full name %s → %s", (ar, en) => {
    expect(transliterateName(ar)).toBe(en);
  });
  it("ignores diacritics, tatweel and extra spaces", () => {
    expect(transliterateName("  مُحَمَّـد   القـحطاني ")).toBe("Mohammed Al-Qahtani");
  });
  it("gives Latin letters for a name it does not know", () => {
    const out = transliterateName("زعبلان الفرزدقي");
    expect(out).toMatch(/^[A-Za-z' -]+$/);
    expect(out.startsWith("Z")).toBe(true);
    expect(out).toContain("Al-F");
  });
});

describe("transliterate", () => {
  it("gives only Latin letters, digits and spaces for Arabic text", () => {
    for (const text of ["مهندس برمجيات أول", "سيرة جريئة", "محاسب ٢٠٢٤", "قصة واضحة"]) {
      expect(transliterate(text)).toMatch(/^[a-z0-9 -]+$/);
    }
  });
  it("keeps Latin text and digits as they are", () => {
    expect(transliterate("Senior Engineer 2024")).toBe("Senior Engineer 2024");
  });
});
