import type { Mailer } from "./mail";

/** Mail over SMTP through nodemailer (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not at start.
  let transport: Promise<import("nodemailer").Transporter> | undefined;
  const transportOf = () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    driver: "smtp",
    async send(message) {
      await (await transportOf()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
