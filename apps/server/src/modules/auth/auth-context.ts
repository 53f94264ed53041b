import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mail";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AuthKeys } from "../../keys";

/** What the auth and user services need: database, settings, mailer, derived keys, logger. */
export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  keys: AuthKeys;
  log: FastifyBaseLogger;
  /**
   * Run work after the response (mail sending), so answers take the same time whether or not
   * an account exists; failures are logged. `settle()` waits for all of it (app close, tests).
   */
  background(name: string, task: () => Promise<void>): void;
  settle(): Promise<void>;
}

/** Build the auth context for one app instance. */
export function createAuthContext(options: {
  db: Db;
  config: Config;
  mailer: Mailer;
  keys: AuthKeys;
  log: FastifyBaseLogger;
}): AuthContext {
  const pending = new Set<Promise<void>>();
  return {
    ...options,
    background(name, task) {
      const run = task()
        .catch((err: unknown) => options.log.error({ err }, `${name} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
