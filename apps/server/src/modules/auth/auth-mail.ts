import { directionOf, type Language } from "@sira/schema";
import type { MailMessage } from "../../adapters/mail/mail";

export type AuthMailKind = "verify_email" | "change_email" | "reset_password";

interface MailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
  signature: string;
}

const texts: Record<Language, Record<AuthMailKind, MailText>> = {
  ar: {
    verify_email: {
      subject: "تأكيد بريدك الإلكتروني في سيرة",
      greeting: (name) => `مرحبًا ${name}،`,
      body: "شكرًا لتسجيلك في سيرة. يرجى تأكيد بريدك الإلكتروني بالضغط على الزر أدناه.",
      action: "تأكيد البريد الإلكتروني",
      expiry: "ينتهي هذا الرابط خلال 24 ساعة ويمكن استخدامه مرة واحدة.",
      ignore: "إذا لم تنشئ حسابًا في سيرة فتجاهل هذه الرسالة.",
      signature: "فريق سيرة",
    },
    change_email: {
      subject: "تأكيد بريدك الإلكتروني الجديد في سيرة",
      greeting: (name) => `مرحبًا ${name}،`,
      body: "طلبت تغيير البريد الإلكتروني لحسابك في سيرة إلى هذا العنوان. لن يتغير البريد حتى تؤكده بالضغط على الزر أدناه.",
      action: "تأكيد البريد الجديد",
      expiry: "ينتهي هذا الرابط خلال 24 ساعة ويمكن استخدامه مرة واحدة.",
      ignore: "إذا لم تطلب هذا التغيير فتجاهل هذه الرسالة.",
      signature: "فريق سيرة",
    },
    reset_password: {
      subject: "إعادة تعيين كلمة المرور في سيرة",
      greeting: (name) => `مرحبًا ${name}،`,
      body: "تلقينا طلبًا لإعادة تعيين كلمة المرور لحسابك. اضغط على الزر أدناه لاختيار كلمة مرور جديدة.",
      action: "إعادة تعيين كلمة المرور",
      expiry: "ينتهي هذا الرابط خلال ساعة واحدة ويمكن استخدامه مرة واحدة.",
      ignore: "إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.",
      signature: "فريق سيرة",
    },
  },
  en: {
    verify_email: {
      subject: "Confirm your email address for Sira",
      greeting: (name) => `Hello ${name},`,
      body: "Thank you for signing up to Sira. Please confirm your email address with the button below.",
      action: "Confirm email address",
      expiry: "This link expires in 24 hours and works once.",
      ignore: "If you did not create a Sira account, you can ignore this message.",
      signature: "The Sira team",
    },
    change_email: {
      subject: "Confirm your new email address for Sira",
      greeting: (name) => `Hello ${name},`,
      body: "You asked to change your Sira account's email to this address. It changes only after you confirm it with the button below.",
      action: "Confirm new email",
      expiry: "This link expires in 24 hours and works once.",
      ignore: "If you did not ask for this change, you can ignore this message.",
      signature: "The Sira team",
    },
    reset_password: {
      subject: "Reset your Sira password",
      greeting: (name) => `Hello ${name},`,
      body: "We received a request to reset your account's password. Use the button below to choose a new one.",
      action: "Reset password",
      expiry: "This link expires in 1 hour and works once.",
      ignore: "If you did not ask for this, ignore this message; your password stays the same.",
      signature: "The Sira team",
    },
  },
};

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** The mail language of a locale tag: English for `en*`, otherwise Arabic (the default). */
export function mailLanguageOf(locale: string): Language {
  return locale.toLowerCase().startsWith("en") ? "en" : "ar";
}

/**
 * Render an auth mail in the user's language: plain text plus HTML with the right direction
 * (Arabic right to left). The link is isolated as LTR text so it reads correctly inside Arabic.
 */
export function renderAuthMail(
  kind: AuthMailKind,
  options: { to: string; name: string; link: string; language: Language },
): MailMessage {
  const t = texts[options.language][kind];
  const dir = directionOf(options.language);
  const align = dir === "rtl" ? "right" : "left";
  const text = [
    t.greeting(options.name),
    "",
    t.body,
    "",
    options.link,
    "",
    t.expiry,
    t.ignore,
    "",
    t.signature,
  ].join("\n");
  const link = escapeHtml(options.link);
  const html = `<!doctype html>
<html lang="${options.language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f4f5f7;font-family:Tahoma,Arial,sans-serif;color:#1f2937;">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;text-align:${align};line-height:1.7;">
<h1 style="margin:0 0 16px;font-size:22px;color:#1d4ed8;">سيرة · Sira</h1>
<p>${escapeHtml(t.greeting(options.name))}</p>
<p>${escapeHtml(t.body)}</p>
<p style="margin:28px 0;text-align:center;"><a href="${link}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#4b5563;">${escapeHtml(t.expiry)}</p>
<p style="font-size:13px;color:#4b5563;word-break:break-all;"><bdi dir="ltr">${link}</bdi></p>
<p style="font-size:13px;color:#4b5563;">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</div>
</body>
</html>`;
  return { to: options.to, subject: t.subject, text, html, link: options.link };
}
