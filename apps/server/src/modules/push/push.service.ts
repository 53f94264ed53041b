import { createJobIndex, createResumeMatcher } from "@sira/nlp/match";
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
import type { VapidKeys } from "../../keys";
import type { TaskQueue } from "../../queue/task-queue";
import type { JobMatcher } from "../jobs/jobs.public";
import {
  deleteSubscription,
  findDefaultResumes,
  findSubscription,
  listSubscriptions,
  markNotified,
  type PushSubscriptionRow,
  upsertSubscription,
} from "./push.repository";

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

/** The queue's names for push work: scoring new jobs, and one delivery to one device. */
export const pushTasks = { notify: "push.notify-new-jobs", deliver: "push.deliver" } as const;

/** Thrown by a delivery worth retrying, so the task queue retries it with backoff. */
export class PushRetryError extends Error {}

/**
 * Push work on the durable task queue: `push.notify-new-jobs` (after an import: score the new
 * jobs for subscribed users) queues one `push.deliver` per device; a delivery whose outcome is
 * "retry" (no answer, 429, 5xx) fails its run and the queue retries it after 2, 4, 8 and 16 s
 * (with jitter), then stops with the reason kept. Four deliveries at a time per process. Pending
 * pushes survive a restart and are delivered by whichever worker is running.
 */
export function registerPushTasks(ctx: PushContext, queue: TaskQueue, matcher: JobMatcher): void {
  queue.registerTask<{ jobIds: string[] }>({
    name: pushTasks.notify,
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    handler: async ({ jobIds }) =>
      notifyNewJobs(ctx, matcher, jobIds, async (subscription, payload) => {
        await queue.enqueue(pushTasks.deliver, { subscriptionId: subscription.id, payload });
      }),
  });
  queue.registerTask<{ subscriptionId: string; payload: object }>({
    name: pushTasks.deliver,
    retry: { limit: 4, delaySeconds: 2, backoff: true },
    expireInSeconds: 120,
    concurrency: 4,
    handler: async ({ subscriptionId, payload }) => {
      const subscription = await findSubscription(ctx.db, subscriptionId);
      if (!subscription) return "gone";
      const outcome = await sendPush(ctx, subscription, payload);
      if (outcome === "delivered") await markNotified(ctx.db, [subscription.id]);
      if (outcome === "retry") throw new PushRetryError("push service did not accept the message; retrying");
      return outcome;
    },
  });
}

/**
 * After an import (a `push.notify-new-jobs` task): for every user with push
 * subscriptions and a default resume, score the new jobs (in the resume's country, when set)
 * and hand a push for each device to `deliver` when the best one reaches the subscription's threshold.
 * Clicking the notification opens /dashboard/jobs. Returns the number of pushes queued.
 */
export async function notifyNewJobs(
  ctx: PushContext,
  matcher: JobMatcher,
  jobIds: string[],
  deliver: (subscription: PushSubscriptionRow, payload: object) => Promise<void>,
): Promise<number> {
  const subscriptions = await listSubscriptions(ctx.db);
  if (subscriptions.length === 0) return 0;
  const index = await matcher.index.get();
  const fresh = new Set(jobIds);
  const newJobs = index.jobs.filter((j) => fresh.has(j.id));
  const owners = await findDefaultResumes(ctx.db, [...new Set(subscriptions.map((s) => s.userId))]);
  // The new jobs compiled once; each resume compiled once and scored against all of them.
  const newIndex = createJobIndex(newJobs.map((j) => j.features));
  let sent = 0;
  for (const { resume, locale } of owners) {
    // The resume's text is read in the worker pool; scoring its features is bounded by the vocabulary.
    const scores = createResumeMatcher(await matcher.featuresOf(resume)).scoreAll(newIndex);
    let best: { id: string; score: number } | undefined;
    for (const [i, job] of newJobs.entries()) {
      if (
        resume.country &&
        job.country !== resume.country &&
        !(job.country === null && job.remote === "remote")
      )
        continue;
      // Rounded as scoreJobMatch rounds the score a job page shows.
      const score = Math.round(scores[i]! * 1000) / 1000;
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
    for (const device of devices) await deliver(device, payload);
    sent += devices.length;
  }
  return sent;
}
