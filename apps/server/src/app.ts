import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { BrowserLocation } from "./adapters/browser/find-chromium";
import type { FileStore } from "./adapters/files/files";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { registerAuthContext } from "./http/auth-guard";
import { registerErrorHandler } from "./http/error-handler";
import { registerOriginCheck, registerSecurityHeaders } from "./http/security";
import { registerWebApp } from "./http/static";
import { registerAppConfigRoutes } from "./modules/health/app-config.routes";
import { registerHealthRoutes } from "./modules/health/health.routes";
import { registerUserRoutes } from "./modules/user/user.routes";

/** Everything the app talks to, built by main.ts (real) or by tests (fresh database). */
export interface AppDeps {
  config: Config;
  database: Database;
  files: FileStore;
  /** Where the printing browser is; called lazily (health, printing). */
  findBrowser: () => Promise<BrowserLocation | null>;
  version: string;
  /** Pino options, or false to keep tests quiet. */
  logger?: boolean | { level: string };
}

/** Build the Fastify app from its dependencies; the caller listens (main) or injects (tests). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.LOG_LEVEL },
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(cookie);
  await registerSecurityHeaders(app, deps.config);
  registerOriginCheck(app, deps.config);
  registerAuthContext(app, deps.database.db);

  registerHealthRoutes(app, deps);
  registerAppConfigRoutes(app, deps);
  registerUserRoutes(app);

  await registerWebApp(app, deps.config.webDist);
  return app;
}
