import type { CountryCode } from "./constants";

/**
 * The currencies plan prices are shown and charged in: US dollars (the base, spec §9) and the six
 * Gulf currencies. Prices are set in dollars; the others follow fixed rates (five are pegged to
 * the dollar; the Kuwaiti dinar follows a basket, so its rate is the central bank's mid-rate,
 * reviewed with the prices).
 */
export const currencyCodes = ["USD", "SAR", "AED", "QAR", "KWD", "OMR", "BHD"] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** Units of each currency per US dollar. */
export const usdRates: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  SAR: 3.75,
  AED: 3.6725,
  QAR: 3.64,
  KWD: 0.307,
  OMR: 0.3845,
  BHD: 0.376,
};

/** Decimal places of the minor unit (ISO 4217): the three dinars/rials with 1,000 fils or baisa. */
export const minorDigits: Readonly<Record<CurrencyCode, number>> = {
  USD: 2,
  SAR: 2,
  AED: 2,
  QAR: 2,
  KWD: 3,
  OMR: 3,
  BHD: 3,
};

/** The currency people in a country pay in; Egypt and unknown countries see dollars. */
export const currencyOfCountry = (country: CountryCode | null | undefined): CurrencyCode => {
  switch (country) {
    case "SA":
      return "SAR";
    case "AE":
      return "AED";
    case "QA":
      return "QAR";
    case "KW":
      return "KWD";
    case "OM":
      return "OMR";
    case "BH":
      return "BHD";
    default:
      return "USD";
  }
};

/**
 * A dollar price in another currency, in its minor units (cents, halalas, fils). Three-digit
 * currencies are rounded to ten fils, the smallest step card providers accept for them; the rest
 * to the cent. The same function prices the plans page and the checkout, so they always agree.
 */
export function minorAmount(usd: number, currency: CurrencyCode): number {
  const digits = minorDigits[currency];
  const minor = usd * usdRates[currency] * 10 ** digits;
  return digits === 3 ? Math.round(minor / 10) * 10 : Math.round(minor);
}

/** Minor units back to a decimal amount for display. */
export const majorAmount = (minor: number, currency: CurrencyCode): number =>
  minor / 10 ** minorDigits[currency];
