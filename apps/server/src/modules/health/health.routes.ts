import { type HealthResponse, healthResponseSchema } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { paymentOffReason } from "../../adapters/payment/create-payment-provider";
import type { AppDeps } from "../../app-deps";
import { listFeedSources } from "../jobs/jobs.public";
import { boundedProbe, type ProbeResult } from "./bounded-probe";

async function probe(check: () => Promise<void>): Promise<{ ok: boolean; detail?: string }> {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

const asStatus = (result: ProbeResult<unknown>) =>
  result.ok ? { ok: true } : { ok: false, detail: result.detail };

/**
 * Health asks the database through a bounded probe (bounded-probe.ts): at most 50 ms for a fresh
 * answer, else the last one, and "down" after 10 s without an answer. The embedded database has
 * one session, so a long write (a 2 MB resume) would otherwise hold every health check behind it
 * though the server itself is free.
 */
const databaseWaitMs = 50;
const databaseDownAfterMs = 10_000;

/**
 * The operator's note when no model server is configured. End users never see it: they get a
 * plain "not available on this server" (ModelServerRequired); operators read it here and in the log.
 */
export const offlineAiNote =
  "offline engine: generative writing help needs a model server; set AI_BASE_URL (and AI_MODEL, AI_API_KEY), e.g. a local Ollama — see README";

/** Which checkout runs, or why none does (production without an explicit PAYMENT_PROVIDER). */
function paymentStatus(deps: AppDeps) {
  const driver = deps.paymentProvider?.name ?? deps.config.PAYMENT_PROVIDER;
  const currency = deps.config.PAYMENT_CURRENCY;
  if (driver) return { ok: true, driver, currency };
  if (deps.config.NODE_ENV !== "production") return { ok: true, driver: "sandbox", currency };
  return { ok: false, driver: "none", detail: paymentOffReason };
}

/**
 * GET /api/health: database, files, browser, mail and AI status, and the worker pool's load per
 * kind. 503 when a required part is down.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps) {
  const bounds = { waitMs: databaseWaitMs, downAfterMs: databaseDownAfterMs };
  const pingDatabase = boundedProbe(() => deps.database.ping(), bounds);
  // The feed list is read when the database just answered; while it is busy, the last list.
  let lastFeeds: Awaited<ReturnType<typeof listFeedSources>> = [];
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (_request, reply) => {
        const [ping, files, browser] = await Promise.all([
          pingDatabase(),
          probe(() => deps.files.check()),
          deps.findBrowser().then((location) =>
            location
              ? {
                  ok: true,
                  detail: `${location.source}: ${location.kind === "executable" ? location.target : "remote"}`,
                }
              : { ok: false, detail: "no Chromium found (set CHROMIUM_PATH or install chromium)" },
          ),
        ]);
        const database = asStatus(ping);
        if (database.ok && ping.fresh)
          lastFeeds = await listFeedSources(deps.database.db).catch(() => lastFeeds);
        const body: HealthResponse = {
          status: database.ok && files.ok && browser.ok ? "ok" : "degraded",
          version: deps.version,
          database: { ...database, driver: deps.database.driver },
          files: { ...files, driver: deps.files.driver },
          browser: { ...browser, driver: "chromium" },
          mail: { ok: true, driver: deps.config.SMTP_URL ? "smtp" : "outbox" },
          ai: {
            ok: true,
            driver: deps.ai.driver,
            ...(deps.ai.driver === "offline" ? { detail: offlineAiNote } : {}),
          },
          payment: paymentStatus(deps),
          feeds: database.ok
            ? lastFeeds.map((f) => ({
                name: f.name,
                kind: f.kind,
                ok: f.ok,
                lastSuccessAt: f.lastSuccessAt,
                failures: f.failures,
                openJobs: f.openJobs,
                lastCounts: f.lastCounts,
              }))
            : undefined,
          workers: deps.untrusted?.stats(),
        };
        return reply.status(database.ok ? 200 : 503).send(body);
      },
    );
}
