/** Summary HTML that lib/rich-text.ts has already sanitized. */
export function RichText({ html }: { html: string }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: html comes from sanitizeRichText's allowlist (@sira/html).
  return <div className="sira-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}
