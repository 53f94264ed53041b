import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import type { Mailer } from "./mail";

/**
 * The embedded default: messages are stored in the `outbox` table, where the operator reads them
 * (`npm run admin -- outbox`), so a fresh install without SMTP can still verify e-mail and reset
 * passwords. The log says that a mail was stored, never its link: a link is a credential.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    driver: "outbox",
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          link: message.link ?? null,
          headers: message.headers ?? null,
        })
        .returning({ id: outbox.id });
      log.info({ outboxId: row?.id, to: message.to, subject: message.subject }, "mail to outbox");
    },
    async close() {},
  };
}
