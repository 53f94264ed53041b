/** Spec §5: a website field is valid when empty or when it parses as an http(s) URL. */
export function isValidWebUrl(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A loose email check for the error state of basics.email (empty is allowed). */
export function isValidEmail(value: string): boolean {
  const text = value.trim();
  return text === "" || /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text);
}

/** A picture the renderer will show: a web URL, an uploaded file of this app, or an inline image. */
export function isPictureSource(value: string): boolean {
  const text = value.trim();
  if (!text) return false;
  return /^data:image\//.test(text) || text.startsWith("/api/") || isValidWebUrl(text);
}
