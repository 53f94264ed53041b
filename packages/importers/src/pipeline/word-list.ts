import education from "@sira/nlp/data/education.json" with { type: "json" };
import escoOccupations from "@sira/nlp/data/esco-occupations.json" with { type: "json" };
import escoSkills from "@sira/nlp/data/esco-skills.json" with { type: "json" };
import gulfSkills from "@sira/nlp/data/gulf-skills.json" with { type: "json" };
import gulfTitles from "@sira/nlp/data/gulf-titles.json" with { type: "json" };

// The word list that arbitrates ambiguous repairs of extracted text (a lam-alef read backwards, a
// word split by positioned glyphs, a Latin phrase in visual order): the Arabic words and the
// English phrases of the ESCO and Gulf vocabulary in @sira/nlp, plus common CV words below. Built
// on first use.

/** Common words of Arabic CVs that the vocabulary (skills, titles, degrees, places) lacks. */
const commonArabicWords =
  "علاقات العلاقات المؤهلات مؤهلات الاتصالات اتصالات للاتصالات التواصل للتواصل المهارات الخبرات الدورات الشهادات اللغات الإنجازات الانجازات العملاء عملاء زملاء الزملاء أعلاء صافولا الأولى ولاء بلاء آلاء علاء البلاد بلاد الإمارات الامارات مبيعات المبيعات إدارة الادارة عناية العناية ممرضة ممرض مركزة المركزة صلاحيات الصلاحيات تحليلات التحليلات الجوال الجنسية الميلاد الاجتماعية الحالة العنوان البريد الإلكتروني الالكتروني الهوايات الاهتمامات التدريبية التدريب التعليم الجامعة جامعة كلية الكلية طلاب الطلاب علاج العلاج فلاتر خلايا الخلايا بلاستيك إحلال احلال الاستقلال استقلال إصلاح اصلاح الإصلاح صلاة ملابس الملابس سلامة السلامة الإسلامية الاسلامية إسلامية إعلان الإعلان إعلانات الإعلانات اعلانات الاعلانات إعلامي الإعلام الاعلام مقابلات المقابلات تحويلات التحويلات معاملات المعاملات مجلات المجلات رحلات الرحلات حملات الحملات حالات الحالات مراسلات المراسلات تسهيلات التسهيلات مشكلات المشكلات متطلبات المتطلبات تعاملات التعاملات عمولات آلات الآلات محلات المحلات فلاتر بلاغات البلاغات ثلاث ثلاثة الثلاثاء خلال اختلاف تلاميذ التلاميذ صلاحية موظفين الموظفين تخطيط شركة الشركة مؤسسة المؤسسة مختصرة نبذة الوظيفية العملية المهنية الشخصية البيانات العمل بخبرة خبرة المباني المشاريع المنشآت الإنجليزية الانجليزية العربية المسمى الفترة المهام المؤهل حتى الإشراف الاشراف شركاه الجري جري المشي القراءة السباحة السفر الرسم التصوير الطبخ الخط الثلث النسخ الثالث الثالثة الثالثه ثالث ثالثة الثاني الثانية الرابع الرابعة الخامس الخامسة".split(
    " ",
  );

let arabicWords: Set<string> | undefined;
let latinPhrases: Set<string> | undefined;

/** Every label and alias of the vocabulary's data files, in either language. */
function* vocabularyLabels(): Generator<string> {
  for (const list of [gulfSkills.items, gulfTitles.items, education.degrees, education.majors])
    for (const item of list as { en: string; ar: string; aka?: string[] }[]) {
      yield item.en;
      yield item.ar;
      yield* item.aka ?? [];
    }
  for (const row of escoOccupations.items as unknown[][]) {
    yield String(row[2]);
    yield String(row[3]);
    yield* (row[4] as string[]) ?? [];
    yield* (row[5] as string[]) ?? [];
  }
  for (const row of escoSkills.items as unknown[][]) {
    yield String(row[2]);
    yield String(row[3]);
  }
}

function build(): void {
  arabicWords = new Set(commonArabicWords);
  latinPhrases = new Set();
  for (const label of vocabularyLabels()) {
    if (/[\u0600-\u06FF]/.test(label)) {
      for (const word of label.split(/[\s/،,()-]+/))
        if (/^[\u0600-\u06FF]{2,}$/.test(word)) arabicWords.add(word);
    } else {
      const en = label.toLowerCase().trim();
      if (/^[a-z][\w+#.& -]*$/.test(en) && en.includes(" ") && en.length <= 40) latinPhrases.add(en);
    }
  }
  for (const phrase of [
    "google ads",
    "google analytics",
    "microsoft office",
    "ms office",
    "social media",
    "power bi",
    "adobe photoshop",
    "adobe illustrator",
    "sap erp",
    "microsoft excel",
    "ms excel",
    "customer service",
    "project management",
    "data entry",
    "first aid",
    "basic life support",
    "auto cad",
  ])
    latinPhrases.add(phrase);
}

/**
 * True when the word list knows the word (an Arabic word, with or without the article and a
 * one-letter prefix) or the Latin phrase (case-insensitive).
 */
export function isKnownWord(text: string): boolean {
  if (!arabicWords || !latinPhrases) build();
  if (/[A-Za-z]/.test(text)) return latinPhrases!.has(text.toLowerCase());
  const words = arabicWords!;
  if (words.has(text)) return true;
  const bare = text.replace(/^[وبفكل]?(?:ال)?/, "");
  return bare.length >= 3 && (words.has(bare) || words.has(`ال${bare}`));
}

/** The Arabic words of the word list that match `pattern` (a whole-word pattern), at most `limit`. */
export function knownArabicWordsMatching(pattern: RegExp, limit = 4): string[] {
  if (!arabicWords || !latinPhrases) build();
  const found: string[] = [];
  for (const word of arabicWords!) {
    if (!pattern.test(word)) continue;
    found.push(word);
    if (found.length >= limit) break;
  }
  return found;
}

let occupationFirstWords: Set<string> | undefined;
/** First words of occupations that name something else at the head of a CV line ("مجمع" a complex). */
const notTitleFirst = new Set(["مجمع", "مجمعة", "عالم", "جامعة", "مدرسة", "مدارس", "مركز", "كلية", "معهد"]);

/**
 * True when an Arabic word opens an occupation's name in the vocabulary (Gulf titles and ESCO's
 * Arabic labels: "سائق", "أمين", "طاهي", "مشغل"), the word a job title starts with.
 */
export function isOccupationFirstWord(word: string): boolean {
  if (!occupationFirstWords) {
    occupationFirstWords = new Set();
    const add = (label: unknown) => {
      const first =
        String(label ?? "")
          .trim()
          .split(/\s+/)[0] ?? "";
      if (/^[\u0621-\u064A]{3,}$/.test(first) && !notTitleFirst.has(first)) occupationFirstWords!.add(first);
    };
    for (const item of gulfTitles.items as { ar: string; aka?: string[] }[]) {
      add(item.ar);
      for (const aka of item.aka ?? []) add(aka);
    }
    for (const row of escoOccupations.items as unknown[][]) {
      add(row[3]);
      for (const alt of (row[5] as string[]) ?? []) add(alt);
    }
  }
  return occupationFirstWords.has(word);
}
