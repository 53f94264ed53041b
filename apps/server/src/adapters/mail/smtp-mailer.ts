import nodemailer from "nodemailer";
import type { Mailer } from "./mail";

/** Mail over SMTP through nodemailer (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    driver: "smtp",
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
