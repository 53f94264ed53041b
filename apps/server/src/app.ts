import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppDeps, RunningDeps } from "./app-deps";
import type { Config } from "./config";
import { registerCompression } from "./http/compression";
import { registerErrorHandler } from "./http/error-handler";
import { registerStrictJsonParser } from "./http/json-parser";
import { logRedaction } from "./http/log-redaction";
import { registerOpenApi } from "./http/openapi";
import { requestForLog } from "./http/request-log";
import { currentRequester, registerRequesterContext } from "./http/requester";
import { registerOriginCheck, registerSecurityHeaders } from "./http/security";
import { registerWebApp } from "./http/static";
import { answerFrameworkError, registerUrlTextCheck } from "./http/url-text";
import { deriveServerKeys } from "./keys";
import { registerAi } from "./modules/ai/ai.module";
import { registerAnalytics } from "./modules/analytics/analytics.module";
import { type ApiKeys, createApiKeys, registerApiKeys } from "./modules/api-keys/api-keys.module";
import { accessOf } from "./modules/api-keys/api-keys.public";
import { registerApplications } from "./modules/applications/applications.module";
import { registerAts } from "./modules/ats/ats.module";
import { createAuth, registerAuth } from "./modules/auth/auth.module";
import type { AuthContext } from "./modules/auth/auth.public";
import { registerCoverLetters } from "./modules/cover-letters/cover-letters.module";
import { registerHealth } from "./modules/health/health.module";
import { registerImport } from "./modules/import/import.module";
import { createJobMatcher, registerJobs } from "./modules/jobs/jobs.module";
import type { JobMatcher } from "./modules/jobs/jobs.public";
import { registerMcp } from "./modules/mcp/mcp.module";
import { registerPayment } from "./modules/payment/payment.module";
import { createPrinting, registerPrint } from "./modules/print/print.module";
import type { PrintContext } from "./modules/print/print.public";
import { notifyOfNewJobs, registerPush } from "./modules/push/push.module";
import { registerResume } from "./modules/resume/resume.module";
import { registerShare } from "./modules/share/share.module";
import { registerUser } from "./modules/user/user.module";
import { registerWallet } from "./modules/wallet/wallet.module";
import { registerQueueRoutes } from "./queue/queue.routes";
import { createTaskQueue } from "./queue/task-queue";
import { createUntrustedWork } from "./untrusted-work";

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
  const app = Fastify({
    logger:
      given.logger === false
        ? false
        : {
            level: given.config.LOG_LEVEL,
            ...(typeof given.logger === "object" ? given.logger : {}),
            serializers: { req: requestForLog },
            redact: logRedaction,
          },
    bodyLimit: given.config.BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: trustProxyOf(given.config.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
    // Closing (SIGTERM) stops accepting connections and waits for the requests in flight; a
    // request read from a connection accepted before that is answered too, not refused with 503
    // (which a proxy retries only for idempotent methods). test/graceful-close.test.ts
    return503OnClosing: false,
  });
  if (given.onRoute) app.addHook("onRoute", given.onRoute);
  const deps = runningDeps(app, given);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerUrlTextCheck(app);
  registerRequesterContext(app);
  registerStrictJsonParser(app);

  // Before every route: the compression hook is added to the routes registered after it.
  await registerCompression(app, deps.config.HTTP_COMPRESSION);
  await app.register(cookie);
  await registerSecurityHeaders(app, deps.config);
  registerOriginCheck(app, deps.config);
  await registerOpenApi(app, deps.version, (method, url) => accessOf(method, url));

  // The modules, each from its entry file (modules/README.md).
  await registerAuth(app, deps);
  await registerUser(app, deps);
  await registerApiKeys(app, deps);
  registerHealth(app, deps);
  registerResume(app, deps);
  registerPrint(app, deps);
  registerAts(app, deps);
  const publicPage = registerShare(app, deps);
  await registerImport(app, deps);
  registerAnalytics(app, deps);
  registerWallet(app, deps);
  await registerPayment(app, deps);
  await registerJobs(app, deps);
  registerPush(app, deps);
  await registerApplications(app, deps);
  registerCoverLetters(app, deps);
  registerAi(app, deps);
  registerMcp(app, deps);
  registerQueueRoutes(app, deps);

  await registerWebApp(
    app,
    { webDist: deps.config.webDist, preCompressed: deps.config.HTTP_COMPRESSION },
    publicPage,
  );
  return app;
}

/** What several modules share, each built once by its own module's factory. */
interface AppServices {
  /** Sign-in's context (mailer, keys, background mail): auth and user. */
  auth: AuthContext;
  /** Personal API keys: the lookup, route rule and rate limit the auth context applies to keys. */
  apiKeys: ApiKeys;
  /** The job index and per-resume score cache: jobs, applications and push. */
  matcher: JobMatcher;
  /** Print documents, files and the browser: print, ats and share (the public page and print). */
  printing: PrintContext;
  /** Told the ids of jobs an import inserted (push scores them for subscribers on the queue). */
  onNewJobs: (jobIds: string[]) => Promise<void>;
}

/**
 * The dependencies with what the app makes itself: the worker pool and the task queue (unless
 * given; then whoever gave them closes them), the keys derived from the config, and the services
 * several modules share, each made by its own module. Modules register their tasks while the
 * app is built; the queue starts once all have, and stops (running tasks finish) before anything
 * they use is closed.
 */
function runningDeps(app: FastifyInstance, given: AppDeps): RunningDeps & AppServices {
  const untrusted = given.untrusted ?? createUntrustedWork({ ownerOf: currentRequester });
  if (!given.untrusted) app.addHook("onClose", () => untrusted.close());
  const queue =
    given.queue ??
    createTaskQueue(given.database, {
      pollingIntervalSeconds: given.config.QUEUE_POLL_SECONDS,
      maintenanceIntervalSeconds: given.config.QUEUE_MAINTENANCE_SECONDS,
      onError: (error) => app.log.error({ err: error }, "task queue error"),
    });
  if (!given.queue) {
    app.addHook("onReady", async () => {
      const started = queue.start({ work: given.config.ROLE !== "web" });
      // A web process only enqueues (each enqueue waits for the start), so it answers before the
      // queue's setup, which waits for other processes' under an advisory lock.
      if (given.config.ROLE === "web")
        started.catch((error) => app.log.error({ err: error }, "the task queue did not start"));
      else await started;
    });
    app.addHook("preClose", () => queue.stop());
  }
  const keys = deriveServerKeys(given.config);
  return {
    ...given,
    untrusted,
    queue,
    keys,
    auth: createAuth(app, given, keys),
    apiKeys: createApiKeys(given),
    matcher: createJobMatcher(given.database, untrusted),
    printing: createPrinting(app, given, untrusted, keys),
    onNewJobs: notifyOfNewJobs(queue),
  };
}
