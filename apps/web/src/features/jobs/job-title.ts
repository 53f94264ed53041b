import type { Job } from "@sira/schema/job-api";

/** A text with the language and direction it is written in, for `lang` and `dir`. */
export interface LangText {
  text: string;
  lang: "ar" | "en";
  dir: "rtl" | "ltr";
}

const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/;

/** The language a title is written in: Arabic when it has Arabic letters, else the posting's. */
function titleLanguage(text: string, posting: Job["language"]): "ar" | "en" {
  if (arabicLetter.test(text)) return "ar";
  return /[a-z]/i.test(text) ? "en" : posting;
}

const langText = (text: string, lang: "ar" | "en"): LangText => ({
  text,
  lang,
  dir: lang === "ar" ? "rtl" : "ltr",
});

/**
 * A job's title as shown (issue 38): as posted, in the posting's language (normalised forms are
 * for matching only, "Staff Nurse - ICU" stays itself), and beside it the title in the interface
 * language when the vocabulary knows the whole title in both languages and it reads differently.
 */
export function jobTitle(
  job: Pick<Job, "position" | "positionNames" | "language">,
  language: "ar" | "en",
): { posted: LangText; translated: LangText | null } {
  const posted = langText(job.position, titleLanguage(job.position, job.language));
  const other = job.positionNames?.[language];
  const translated =
    posted.lang !== language && other && other.trim().toLowerCase() !== job.position.trim().toLowerCase()
      ? langText(other, language)
      : null;
  return { posted, translated };
}
