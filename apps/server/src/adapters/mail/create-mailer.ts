import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Mailer } from "./mail";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** The mailer for a configuration: SMTP when `SMTP_URL` is set, otherwise the outbox. */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  return config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(db, log);
}
