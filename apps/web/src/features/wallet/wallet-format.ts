import type { CurrencyCode } from "@sira/schema/currencies";

/** Intl locale of an interface locale: Western digits in Arabic too (docs/design.md, Arabic first); others follow their own conventions. */
export const intlLocale = (locale: string) =>
  locale === "ar" ? "ar-u-nu-latn" : locale === "en" ? "en-US" : locale;

/**
 * A price in the UI language: "$59.99", "SAR 224.96", or "224.96 ريال سعودي" in Arabic (symbol
 * forms such as "US$" or "ر.س.‏" split into mirrored runs inside right-to-left text, so Arabic
 * names the currency). Three-digit dinars keep their three decimals.
 */
export function formatMoney(amount: number, currency: CurrencyCode, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: "currency",
    currency,
    currencyDisplay: language === "ar" ? "name" : "symbol",
  }).format(amount);
}

/** A US-dollar price in the UI language (the plans' base currency). */
export const formatUsd = (amount: number, language: string): string => formatMoney(amount, "USD", language);

/** A currency's name in the UI language ("Saudi Riyal", "ريال سعودي"), for the currency picker. */
export function currencyName(currency: CurrencyCode, language: string): string {
  return new Intl.DisplayNames([intlLocale(language)], { type: "currency" }).of(currency) ?? currency;
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
