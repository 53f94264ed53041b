import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import type { Mailer } from "./mail";

/**
 * The embedded default: messages are stored in the `outbox` table and logged with their link,
 * so a fresh install without SMTP can still verify e-mail and reset passwords.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    driver: "outbox",
    async send(message) {
      await db.insert(outbox).values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link ?? null,
        headers: message.headers ?? null,
      });
      log.info(
        { to: message.to, subject: message.subject, link: message.link },
        `mail to outbox: ${message.link ?? message.subject}`,
      );
    },
    async close() {},
  };
}
