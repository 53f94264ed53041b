import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** One message, already rendered: plain text and HTML, plus the main link it carries (for the log). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, else into the outbox table (embedded default). */
export interface Mailer {
  readonly driver: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The mailer for a configuration: SMTP when `SMTP_URL` is set, otherwise the outbox. */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  return config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(db, log);
}
