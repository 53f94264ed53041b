import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AiProvider } from "./adapters/ai/ai";
import type { BrowserPool } from "./adapters/browser/browser-pool";
import type { BrowserLocation } from "./adapters/browser/find-chromium";
import type { FileStore } from "./adapters/files/files";
import type { Mailer } from "./adapters/mail/mail";
import type { PaymentProvider } from "./adapters/payment/payment-provider";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { registerAuthContext } from "./http/auth-guard";
import { registerErrorHandler } from "./http/error-handler";
import { registerStrictJsonParser } from "./http/json-parser";
import { registerOpenApi } from "./http/openapi";
import { registerOriginCheck, registerSecurityHeaders } from "./http/security";
import { registerWebApp } from "./http/static";
import { registerAiRoutes } from "./modules/ai/ai.routes";
import { registerAnalyticsRoutes } from "./modules/analytics/analytics.routes";
import { registerAuthModule } from "./modules/auth/auth.module";
import { registerAppConfigRoutes } from "./modules/health/app-config.routes";
import { registerHealthRoutes } from "./modules/health/health.routes";
import { registerImportRoutes } from "./modules/import/import.routes";
import { registerJobsModule } from "./modules/jobs/jobs.module";
import { registerPaymentRoutes } from "./modules/payment/payment.routes";
import { registerPrintRoutes } from "./modules/print/print.routes";
import { registerResumeRoutes } from "./modules/resume/resume.routes";
import { registerWalletRoutes } from "./modules/wallet/wallet.routes";

/** Everything the app talks to, built by main.ts (real) or by tests (fresh database). */
export interface AppDeps {
  config: Config;
  database: Database;
  files: FileStore;
  /** Where the printing browser is; called lazily (health, printing). */
  findBrowser: () => Promise<BrowserLocation | null>;
  /**
   * The printing browser pool; when absent, the app makes one from findBrowser (PRINT_CONCURRENCY,
   * PRINT_TIMEOUT_MS) and closes it with itself. Whoever passes a pool closes it.
   */
  browserPool?: BrowserPool;
  version: string;
  /** The AI provider: OpenAI-compatible when AI_BASE_URL is set, else the offline engine. */
  ai: AiProvider;
  /** Outgoing mail; when absent, SMTP (SMTP_URL) or the outbox table is used. */
  mailer?: Mailer;
  /** Payment provider; when absent, the one PAYMENT_PROVIDER names (sandbox by default). */
  paymentProvider?: PaymentProvider;
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
  registerStrictJsonParser(app);

  await app.register(cookie);
  await registerSecurityHeaders(app, deps.config);
  registerOriginCheck(app, deps.config);
  registerAuthContext(app, deps.database.db);
  await registerOpenApi(app, deps.version);

  registerHealthRoutes(app, deps);
  registerAppConfigRoutes(app, deps);
  await registerAuthModule(app, deps);
  registerResumeRoutes(app, deps);
  registerPrintRoutes(app, deps);
  await registerImportRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerWalletRoutes(app, deps);
  await registerPaymentRoutes(app, deps);
  await registerJobsModule(app, deps);
  registerAiRoutes(app, deps);

  await registerWebApp(app, deps.config.webDist);
  return app;
}
