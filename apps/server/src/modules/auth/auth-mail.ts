import { escapeHtml } from "@sira/html";
import { type UiLocale, uiDirectionOf, uiLocaleOf } from "@sira/schema";
import type { MailMessage } from "../../adapters/mail/mail";
import { fill, hasOwnMessages, messagesOf } from "../../http/messages";

export type AuthMailKind = "verify_email" | "change_email" | "reset_password";

/** The mail locale of a user's saved locale tag ("ur-PK" → ur, "ar-SA" → ar); Arabic when unset. */
export function mailLocaleOf(locale: string | null | undefined): UiLocale {
  return uiLocaleOf(locale) ?? "ar";
}

/**
 * Render an auth mail in the user's locale (apps/server/src/locales/<code>.json `mail`, English
 * for a locale without texts): plain text plus HTML with the locale's `lang` and direction
 * (right to left for ar, ur, fa, he, ckb, ps). The link is isolated as LTR text so it reads
 * correctly inside right-to-left text.
 */
export function renderAuthMail(
  kind: AuthMailKind,
  options: { to: string; name: string; link: string; locale: UiLocale },
): MailMessage {
  const messages = messagesOf(options.locale).mail;
  const t = messages[kind];
  const lang = hasOwnMessages(options.locale) ? options.locale : "en";
  const dir = uiDirectionOf(lang);
  const align = dir === "rtl" ? "right" : "left";
  const greeting = fill(messages.greeting, { name: options.name });
  const text = [greeting, "", t.body, "", options.link, "", t.expiry, t.ignore, "", messages.signature].join(
    "\n",
  );
  const link = escapeHtml(options.link);
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f4f5f7;font-family:Tahoma,Arial,sans-serif;color:#1f2937;">
<div dir="${dir}" lang="${lang}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;text-align:${align};line-height:1.9;">
<h1 style="margin:0 0 16px;font-size:22px;color:#1d4ed8;">سيرة · Sira</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p style="margin:28px 0;text-align:center;"><a href="${link}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#4b5563;">${escapeHtml(t.expiry)}</p>
<p style="font-size:13px;color:#4b5563;word-break:break-all;"><bdi dir="ltr">${link}</bdi></p>
<p style="font-size:13px;color:#4b5563;">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(messages.signature)}</p>
</div>
</body>
</html>`;
  return { to: options.to, subject: t.subject, text, html, link: options.link };
}
