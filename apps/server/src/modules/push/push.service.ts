import { scoreJobMatch } from "@sira/nlp/match";
import type { PushSubscribeRequest } from "@sira/schema/job-api";
import { uiLocaleOf } from "@sira/schema/ui-locales";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import {
  checkOutboundUrl,
  type OutboundClient,
  OutboundError,
  type OutboundPolicy,
} from "../../http/guarded-fetch";
import { fill, messagesOf } from "../../http/messages";
import { type JobMatcher, resumeFeaturesOf } from "../jobs/job-match.service";
import {
  deleteSubscription,
  findDefaultResumes,
  listSubscriptions,
  markNotified,
  type PushSubscriptionRow,
  upsertSubscription,
} from "./push.repository";
import type { VapidKeys } from "./vapid";

/**
 * What sending pushes needs. `allowHttp` lets tests run a plain-HTTP push endpoint; `outbound`
 * is the guarded client (no private addresses unless OUTBOUND_ALLOW_HOSTS says so).
 */
export interface PushContext {
  db: Db;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  allowHttp: boolean;
  outbound: OutboundClient;
  outboundPolicy: OutboundPolicy;
}

const sendTimeoutMs = 10_000;
/** Push messages live at most a day in the push service when the device is offline. */
const ttlSeconds = 24 * 3600;

/**
 * Store the browser's subscription for the signed-in user (one row per device endpoint).
 * Endpoints must be https (push services are; plain http only in tests), and a literal IP
 * host must pass the outbound guard (host names are checked at each delivery).
 */
export async function subscribeToPush(
  ctx: PushContext,
  userId: string,
  input: PushSubscribeRequest,
  userAgent: string | undefined,
): Promise<void> {
  if (!input.endpoint.startsWith("https://") && !ctx.allowHttp)
    throw new AppError("ValidationError", { reason: "push endpoints must use https" });
  try {
    checkOutboundUrl(new URL(input.endpoint), ctx.outboundPolicy);
  } catch (error) {
    if (error instanceof OutboundError)
      throw new AppError("OutboundAddressRefused", { reason: error.message });
    throw error;
  }
  await upsertSubscription(ctx.db, {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
}

/** Remove this user's subscription for a device. */
export async function unsubscribeFromPush(ctx: PushContext, userId: string, endpoint: string): Promise<void> {
  await deleteSubscription(ctx.db, endpoint, userId);
}

/**
 * What one delivery attempt came to: accepted; the subscription is gone (404/410, refused by
 * the outbound guard, a redirect, or keys that cannot encrypt) and was deleted; worth retrying
 * (no answer in time, a network error, 429 or 5xx); or failed for good (another 4xx).
 */
export type PushOutcome = "delivered" | "gone" | "retry" | "failed";

/**
 * Send one push: payload encrypted (aes128gcm) for the subscription's keys, signed with the
 * VAPID key, delivered through the guarded client (10 s, no redirects). Subscriptions that
 * cannot be delivered to are deleted; nothing here throws for a bad subscription.
 */
export async function sendPush(
  ctx: PushContext,
  subscription: PushSubscriptionRow,
  payload: object,
  signal?: AbortSignal,
): Promise<PushOutcome> {
  const drop = async (reason: string, details: object = {}): Promise<PushOutcome> => {
    ctx.log.warn({ subscription: subscription.id, reason, ...details }, "push subscription removed");
    await deleteSubscription(ctx.db, subscription.endpoint);
    return "gone";
  };
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: ctx.vapid, TTL: ttlSeconds, contentEncoding: "aes128gcm", urgency: "normal" },
    );
  } catch (error) {
    return drop("malformed keys", { err: (error as Error).message });
  }
  try {
    const response = await ctx.outbound.request(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      timeoutMs: sendTimeoutMs,
      connectTimeoutMs: 5_000,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
      signal,
    });
    if (response.status === 404 || response.status === 410) return drop(`answered ${response.status}`);
    if (response.status >= 200 && response.status <= 299) return "delivered";
    if (response.status === 429 || response.status >= 500) return "retry";
    ctx.log.warn({ status: response.status }, "push service refused a message");
    return "failed";
  } catch (error) {
    if (error instanceof OutboundError) {
      if (error.kind === "refused" || error.kind === "redirect") return drop(error.message);
      if (error.kind === "tooLarge") return "failed";
    }
    if (signal?.aborted) return "failed";
    ctx.log.warn({ err: error }, "push delivery failed, will retry");
    return "retry";
  }
}

/**
 * Push delivery off the request path: an in-process queue (there is no durable queue yet, so
 * messages pending at shutdown are dropped) sending at most `concurrency` pushes at a time and
 * retrying a "retry" outcome after each of `backoffMs` in turn.
 */
export class PushQueue {
  private readonly waiting: { subscription: PushSubscriptionRow; payload: object; attempt: number }[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly background = new Set<Promise<unknown>>();
  private readonly stop = new AbortController();
  private active = 0;

  constructor(
    private readonly ctx: PushContext,
    private readonly options: { concurrency?: number; backoffMs?: number[] } = {},
  ) {}

  /** Run work (scoring after an import) in the background; errors are logged, never thrown. */
  run(work: () => Promise<unknown>): void {
    if (this.stop.signal.aborted) return;
    const task = work()
      .catch((error) => this.ctx.log.error({ err: error }, "push work failed"))
      .finally(() => this.background.delete(task));
    this.background.add(task);
  }

  enqueue(subscription: PushSubscriptionRow, payload: object, attempt = 0): void {
    if (this.stop.signal.aborted) return;
    this.waiting.push({ subscription, payload, attempt });
    this.pump();
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 4;
    while (this.active < limit && this.waiting.length > 0) {
      const item = this.waiting.shift()!;
      this.active++;
      this.run(async () => {
        try {
          const outcome = await sendPush(this.ctx, item.subscription, item.payload, this.stop.signal);
          if (outcome === "delivered") await markNotified(this.ctx.db, [item.subscription.id]);
          const backoff = this.options.backoffMs ?? [2_000, 30_000, 300_000];
          if (outcome === "retry" && item.attempt < backoff.length && !this.stop.signal.aborted) {
            const timer = setTimeout(() => {
              this.timers.delete(timer);
              this.enqueue(item.subscription, item.payload, item.attempt + 1);
            }, backoff[item.attempt]);
            timer.unref();
            this.timers.add(timer);
          }
        } finally {
          this.active--;
          this.pump();
        }
      });
    }
  }

  /** Stop: pending retries are dropped and requests in flight aborted. */
  async close(): Promise<void> {
    this.stop.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.length = 0;
    await Promise.allSettled([...this.background]);
  }
}

/**
 * After an import (run in the background by the queue): for every user with push
 * subscriptions and a default resume, score the new jobs (in the resume's country, when set)
 * and queue a push to each device when the best one reaches the subscription's threshold.
 * Clicking the notification opens /dashboard/jobs. Returns the number of pushes queued.
 */
export async function notifyNewJobs(
  ctx: PushContext,
  queue: PushQueue,
  matcher: JobMatcher,
  jobIds: string[],
): Promise<number> {
  const subscriptions = await listSubscriptions(ctx.db);
  if (subscriptions.length === 0) return 0;
  const index = await matcher.index.get();
  const fresh = new Set(jobIds);
  const newJobs = index.jobs.filter((j) => fresh.has(j.id));
  const owners = await findDefaultResumes(ctx.db, [...new Set(subscriptions.map((s) => s.userId))]);
  let sent = 0;
  for (const { resume, locale } of owners) {
    const features = resumeFeaturesOf(resume);
    let best: { id: string; score: number } | undefined;
    for (const job of newJobs) {
      if (
        resume.country &&
        job.country !== resume.country &&
        !(job.country === null && job.remote === "remote")
      )
        continue;
      const { score } = scoreJobMatch(features, job.features);
      if (!best || score > best.score) best = { id: job.id, score };
    }
    if (!best) continue;
    const devices = subscriptions.filter((s) => s.userId === resume.userId && best.score >= s.threshold);
    if (devices.length === 0) continue;
    const position = (await matcher.positionOf(best.id)) ?? "";
    const t = messagesOf(uiLocaleOf(locale) ?? "ar").push;
    const text = {
      title: t.newJobTitle,
      body: fill(t.newJobBody, { position, percent: Math.round(best.score * 100) }),
    };
    const payload = { ...text, url: "/dashboard/jobs", jobId: best.id };
    for (const device of devices) queue.enqueue(device, payload);
    sent += devices.length;
  }
  return sent;
}
