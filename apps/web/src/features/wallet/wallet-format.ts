/** Intl locale of an interface locale: Western digits in Arabic too (docs/design.md, Arabic first); others follow their own conventions. */
export const intlLocale = (locale: string) =>
  locale === "ar" ? "ar-u-nu-latn" : locale === "en" ? "en-US" : locale;

/**
 * A US-dollar price in the UI language: "$59.99", or "59.99 دولار أمريكي" in Arabic (the Arabic
 * symbol form "US$" splits into mirrored runs inside right-to-left text).
 */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: "currency",
    currency: "USD",
    currencyDisplay: language === "ar" ? "name" : "symbol",
  }).format(amount);
}

/** A whole number with the language's grouping, Western digits. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** A ledger entry's date and time in the UI language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** A calendar date in the UI language (premium membership end). */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long" }).format(new Date(iso));
}
