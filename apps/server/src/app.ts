import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppDeps, RunningDeps } from "./app-deps";
import type { Config } from "./config";
import { registerAuthContext } from "./http/auth-guard";
import { registerErrorHandler } from "./http/error-handler";
import { registerStrictJsonParser } from "./http/json-parser";
import { registerOpenApi } from "./http/openapi";
import { requestForLog } from "./http/request-log";
import { currentRequester, registerRequesterContext } from "./http/requester";
import { registerOriginCheck, registerSecurityHeaders } from "./http/security";
import { registerWebApp } from "./http/static";
import { answerFrameworkError, registerUrlTextCheck } from "./http/url-text";
import { registerAiRoutes } from "./modules/ai/ai.routes";
import { registerAnalyticsRoutes } from "./modules/analytics/analytics.routes";
import { registerApplicationsModule } from "./modules/applications/applications.module";
import { registerAuthModule } from "./modules/auth/auth.module";
import { registerAppConfigRoutes } from "./modules/health/app-config.routes";
import { registerHealthRoutes } from "./modules/health/health.routes";
import { registerImportRoutes } from "./modules/import/import.routes";
import { registerJobsModule } from "./modules/jobs/jobs.module";
import { registerPaymentRoutes } from "./modules/payment/payment.routes";
import { registerPrintRoutes } from "./modules/print/print.routes";
import { registerResumeRoutes } from "./modules/resume/resume.routes";
import { registerNoIndex, registerShareRoutes } from "./modules/share/share.routes";
import { registerWalletRoutes } from "./modules/wallet/wallet.routes";
import { registerQueueRoutes } from "./queue/queue.routes";
import { createTaskQueue } from "./queue/task-queue";
import { createUntrustedPool } from "./workers/untrusted-pool";

/**
 * Fastify's trust setting for TRUST_PROXY. A hop count trusts that many proxies in front of the
 * server whatever their addresses (Fastify itself refuses a bare number), so it is only for a
 * server reachable through its proxies alone; a list trusts those addresses and ranges.
 */
function trustProxyOf(setting: Config["TRUST_PROXY"]) {
  if (typeof setting === "number") return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Build the Fastify app from its dependencies; the caller listens (main) or injects (tests). */
export async function buildApp(given: AppDeps): Promise<FastifyInstance> {
  const deps: RunningDeps = {
    ...given,
    untrusted: given.untrusted ?? createUntrustedPool({ ownerOf: currentRequester }),
    queue:
      given.queue ??
      createTaskQueue(given.database, {
        pollingIntervalSeconds: given.config.QUEUE_POLL_SECONDS,
        maintenanceIntervalSeconds: given.config.QUEUE_MAINTENANCE_SECONDS,
        onError: (error) => app.log.error({ err: error }, "task queue error"),
      }),
  };
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            ...(typeof deps.logger === "object" ? deps.logger : {}),
            serializers: { req: requestForLog },
          },
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: trustProxyOf(deps.config.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
  });
  if (given.onRoute) app.addHook("onRoute", given.onRoute);
  if (!given.untrusted) app.addHook("onClose", () => deps.untrusted.close());
  // Modules register their tasks while the app is built; the queue starts once all have, and
  // stops (running tasks finish) before anything they use is closed.
  if (!given.queue) {
    app.addHook("onReady", () => deps.queue.start({ work: deps.config.ROLE !== "web" }));
    app.addHook("preClose", () => deps.queue.stop());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerUrlTextCheck(app);
  registerRequesterContext(app);
  registerStrictJsonParser(app);

  await app.register(cookie);
  await registerSecurityHeaders(app, deps.config);
  registerOriginCheck(app, deps.config);
  registerNoIndex(app);
  registerAuthContext(app, deps.database.db);
  await registerOpenApi(app, deps.version);

  registerHealthRoutes(app, deps);
  registerAppConfigRoutes(app, deps);
  await registerAuthModule(app, deps);
  registerResumeRoutes(app, deps);
  const documents = registerPrintRoutes(app, deps);
  const publicPage = registerShareRoutes(app, deps, documents);
  await registerImportRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerWalletRoutes(app, deps);
  await registerPaymentRoutes(app, deps);
  const matcher = await registerJobsModule(app, deps);
  await registerApplicationsModule(app, deps, matcher);
  registerAiRoutes(app, deps);
  registerQueueRoutes(app, deps);

  await registerWebApp(app, deps.config.webDist, publicPage);
  return app;
}
