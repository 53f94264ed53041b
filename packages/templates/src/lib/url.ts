import { isHttpUrl } from "@sira/html";

/** A link is shown only for a URL that parses and uses http or https (spec §5). */
export const isValidUrl = isHttpUrl;

/** An e-mail address worth a mailto: link (one @, no spaces or angle brackets). */
export function isEmail(text: string): boolean {
  return /^[^\s@<>"']+@[^\s@<>"'.]+(?:\.[^\s@<>"'.]+)+$/.test(text.trim());
}

/** A picture source the renderer may load: http(s), an inline image, or an app-relative path. */
export function pictureSource(url: string, assetBase = ""): string | undefined {
  const value = url.trim();
  if (!value) return undefined;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return `${assetBase.replace(/\/$/, "")}${value}`;
  return isValidUrl(value) ? value : undefined;
}

/** The text a bare URL shows: without protocol, "www." and trailing slash. */
export function displayUrl(href: string): string {
  return href
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}
