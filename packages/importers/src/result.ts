import type { ResumeData } from "@sira/schema";

/** One thing wrong with an import, at a field path ("" for the whole file), in both UI languages. */
export interface ImportIssue {
  path: string;
  message: { ar: string; en: string };
}

/**
 * What every importer returns. Importers never throw for bad input: `ok: false` lists what is
 * wrong; `ok: true` carries data that passes `resumeDataSchema` plus English warnings about what
 * was trimmed or dropped.
 */
export type ImportResult =
  | {
      ok: true;
      data: ResumeData;
      warnings: string[];
      /** Read with OCR from a scan (formats/scan). */
      ocr?: boolean;
    }
  | { ok: false; errors: ImportIssue[] };

/** The import formats the upload dialog offers (spec §3 plus Reactive Resume). */
export const importTypes = ["json-resume-json", "linkedin-data-export-zip", "reactive-resume-json"] as const;
export type ImportType = (typeof importTypes)[number];

/** Localized messages for every failure an importer reports; one place so both languages stay in step. */
export const importMessages = {
  notJson: {
    en: "The file is not valid JSON. Check that it was exported completely and not edited by hand.",
    ar: "الملف ليس بصيغة JSON صالحة. تأكد من أنه صُدّر كاملًا ولم يُعدَّل يدويًا.",
  },
  notObject: {
    en: "The file must contain one JSON object (a resume), not a list or a single value.",
    ar: "يجب أن يحتوي الملف على كائن JSON واحد (سيرة ذاتية)، لا قائمة ولا قيمة مفردة.",
  },
  jsonTooLarge: {
    en: "The file is larger than 5 MB, too large for a resume.",
    ar: "حجم الملف أكبر من 5 ميغابايت، وهو أكبر من أن يكون سيرة ذاتية.",
  },
  notJsonResume: {
    en: "This JSON is not a JSON Resume: none of basics, work, education, skills or the other sections were found.",
    ar: "ملف JSON هذا ليس بصيغة JSON Resume: لم يُعثر على basics أو work أو education أو skills أو غيرها من الأقسام.",
  },
  freshFormat: {
    en: "This file uses the FRESH resume format, which is not supported. Convert it to JSON Resume first.",
    ar: "هذا الملف بصيغة FRESH غير المدعومة. حوّله إلى صيغة JSON Resume أولًا.",
  },
  notReactiveResume: {
    en: "This JSON is not a Reactive Resume export: basics and sections were not found.",
    ar: "ملف JSON هذا ليس تصديرًا من Reactive Resume: لم يُعثر على basics وsections.",
  },
  wrongInputType: {
    en: "The import received the wrong kind of input for this file type.",
    ar: "تلقى الاستيراد نوع مدخلات غير مناسب لهذا النوع من الملفات.",
  },
  unknownType: {
    en: "Unknown import type. Choose JSON Resume, LinkedIn data export or Reactive Resume.",
    ar: "نوع استيراد غير معروف. اختر JSON Resume أو ملف بيانات LinkedIn أو Reactive Resume.",
  },
  notZip: {
    en: "The file is not a valid zip archive. Upload the zip LinkedIn sent you without unpacking it.",
    ar: "الملف ليس أرشيف zip صالحًا. ارفع ملف zip الذي أرسله LinkedIn دون فك ضغطه.",
  },
  zipTooLarge: {
    en: "The zip file is larger than 10 MB.",
    ar: "حجم ملف zip أكبر من 10 ميغابايت.",
  },
  zipTooManyEntries: {
    en: "The zip file holds more than 500 files.",
    ar: "يحتوي ملف zip على أكثر من 500 ملف.",
  },
  zipEntryTooLarge: {
    en: "A file inside the zip is larger than 20 MB when unpacked.",
    ar: "أحد الملفات داخل zip يتجاوز 20 ميغابايت بعد فك الضغط.",
  },
  zipTotalTooLarge: {
    en: "The zip unpacks to more than 50 MB.",
    ar: "يتجاوز حجم محتويات zip بعد فك الضغط 50 ميغابايت.",
  },
  zipBomb: {
    en: "The zip file is compressed suspiciously (a zip bomb) and was rejected.",
    ar: "ملف zip مضغوط بشكل مريب (قنبلة ضغط) وقد رُفض.",
  },
  zipUnsupported: {
    en: "The zip uses a compression method or encryption that is not supported.",
    ar: "يستخدم ملف zip طريقة ضغط أو تشفيرًا غير مدعوم.",
  },
  notLinkedInExport: {
    en: "This zip is not a LinkedIn data export: Profile.csv, Positions.csv and the other expected files were not found.",
    ar: "ملف zip هذا ليس ملف بيانات LinkedIn: لم يُعثر على Profile.csv أو Positions.csv أو غيرها من الملفات المتوقعة.",
  },
  emptyResume: {
    en: "The file contains no resume content to import.",
    ar: "لا يحتوي الملف على أي محتوى سيرة ذاتية لاستيراده.",
  },
  notPdf: {
    en: "The file is not a readable PDF.",
    ar: "الملف ليس ملف PDF قابلًا للقراءة.",
  },
  pdfTooLarge: {
    en: "The PDF is larger than 10 MB.",
    ar: "حجم ملف PDF أكبر من 10 ميغابايت.",
  },
  pdfTooComplex: {
    en: "The PDF is too complex to read: a page is larger than 200 inches or its content unpacks past the limits. Save it again as a standard A4 or Letter PDF and upload it.",
    ar: "ملف PDF معقد جدًا بحيث تتعذر قراءته: إحدى صفحاته أكبر من 200 بوصة أو يتجاوز محتواه حدود فك الضغط. احفظه مجددًا كملف PDF عادي بمقاس A4 أو Letter ثم ارفعه.",
  },
  fileTooSlow: {
    en: "Reading this file took too long and was stopped. Save it again in a standard format and upload it.",
    ar: "استغرقت قراءة هذا الملف وقتًا طويلًا فأُوقفت. احفظه مجددًا بصيغة عادية ثم ارفعه.",
  },
  pdfEncrypted: {
    en: "The PDF is password-protected. Remove the password and upload it again.",
    ar: "ملف PDF محمي بكلمة مرور. أزل كلمة المرور ثم ارفعه مرة أخرى.",
  },
  pdfNoText: {
    en: "No text could be read from the PDF (it may be a scanned image). Upload a PDF with selectable text.",
    ar: "تعذرت قراءة أي نص من ملف PDF (قد يكون صورة ممسوحة ضوئيًا). ارفع ملف PDF بنص قابل للتحديد.",
  },
  ocrMissing: {
    en: "This PDF is a scanned image, and this server cannot read scans (the OCR program, Tesseract, is not installed). Upload the Word file of your CV or a PDF saved from Word, or fill in your resume by hand.",
    ar: "ملف PDF هذا صورة ممسوحة ضوئيًا، وهذا الخادم لا يستطيع قراءة الصور الممسوحة (برنامج التعرف على النصوص Tesseract غير مثبت). ارفع ملف Word لسيرتك أو ملف PDF محفوظًا من Word، أو املأ سيرتك يدويًا.",
  },
  ocrNoText: {
    en: "No text could be read from the scanned pages. Scan or photograph the CV again, flat and in good light, or upload the Word file.",
    ar: "تعذرت قراءة أي نص من الصفحات الممسوحة. امسح السيرة أو صوّرها من جديد مستوية وفي إضاءة جيدة، أو ارفع ملف Word.",
  },
  ocrTooSlow: {
    en: "Reading the scanned pages took too long and was stopped. Upload the Word file or a PDF saved from Word.",
    ar: "استغرقت قراءة الصفحات الممسوحة وقتًا طويلًا فأُوقفت. ارفع ملف Word أو ملف PDF محفوظًا من Word.",
  },
  notDocx: {
    en: "The file is not a readable Word document (.docx).",
    ar: "الملف ليس مستند Word (DOCX) قابلًا للقراءة.",
  },
  docLegacy: {
    en: "This is an old Word document (.doc), which cannot be read. Open it in Word and save it as .docx or PDF, then upload that file.",
    ar: "هذا مستند Word بالصيغة القديمة (DOC) ولا يمكن قراءته. افتحه في Word واحفظه بصيغة DOCX أو PDF ثم ارفع الملف الجديد.",
  },
  docxNoText: {
    en: "No text could be read from the Word document. Check that it is not empty and that its text is not only in pictures.",
    ar: "تعذرت قراءة أي نص من مستند Word. تأكد من أنه ليس فارغًا وأن نصه ليس صورًا فقط.",
  },
  notCvFile: {
    en: "The file is not a readable PDF or Word document (.docx). Upload your CV as a PDF or a .docx file.",
    ar: "الملف ليس ملف PDF أو مستند Word (DOCX) قابلًا للقراءة. ارفع سيرتك الذاتية بصيغة PDF أو DOCX.",
  },
  invalidResult: {
    en: "The imported resume could not be made valid.",
    ar: "تعذر جعل السيرة المستوردة صالحة.",
  },
} as const satisfies Record<string, { ar: string; en: string }>;
export type ImportMessageKey = keyof typeof importMessages;

/** A failed result with one issue. */
export function failImport(key: ImportMessageKey, path = ""): ImportResult {
  return { ok: false, errors: [{ path, message: importMessages[key] }] };
}
