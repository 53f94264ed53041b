import { scoreJobMatch } from "@sira/nlp/match";
import type { PushSubscribeRequest } from "@sira/schema/job-api";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
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

/** What sending pushes needs. `allowHttp` lets tests run a plain-HTTP push endpoint. */
export interface PushContext {
  db: Db;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  allowHttp: boolean;
}

const sendTimeoutMs = 10_000;
/** Push messages live at most a day in the push service when the device is offline. */
const ttlSeconds = 24 * 3600;

/**
 * Store the browser's subscription for the signed-in user (one row per device endpoint).
 * Endpoints must be https (push services are); plain http only in tests.
 */
export async function subscribeToPush(
  ctx: PushContext,
  userId: string,
  input: PushSubscribeRequest,
  userAgent: string | undefined,
): Promise<void> {
  if (!input.endpoint.startsWith("https://") && !ctx.allowHttp)
    throw new AppError("ValidationError", { reason: "push endpoints must use https" });
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
 * Send one push: payload encrypted (aes128gcm) for the subscription's keys, signed with the
 * VAPID key, delivered over fetch. A 404 or 410 answer means the subscription expired: it is
 * deleted. Returns whether the push service accepted the message.
 */
export async function sendPush(
  ctx: PushContext,
  subscription: PushSubscriptionRow,
  payload: object,
): Promise<boolean> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    { vapidDetails: ctx.vapid, TTL: ttlSeconds, contentEncoding: "aes128gcm", urgency: "normal" },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    if (response.status === 404 || response.status === 410) {
      await deleteSubscription(ctx.db, subscription.endpoint);
      return false;
    }
    if (!response.ok) ctx.log.warn({ status: response.status }, "push service refused a message");
    return response.ok;
  } catch (error) {
    ctx.log.warn({ err: error }, "push delivery failed");
    return false;
  }
}

const messages = {
  ar: (position: string, percent: number) => ({
    title: "وظيفة جديدة تناسبك",
    body: `${position} · تطابق ${percent}%`,
  }),
  en: (position: string, percent: number) => ({
    title: "A new job matches you",
    body: `${position} · ${percent}% match`,
  }),
};

/**
 * After an import: for every user with push subscriptions and a default resume, score the new
 * jobs (in the resume's country, when set) and notify each device when the best one reaches
 * the subscription's threshold. Clicking the notification opens /dashboard/jobs.
 */
export async function notifyNewJobs(
  ctx: PushContext,
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
    const text = (locale.startsWith("en") ? messages.en : messages.ar)(
      position,
      Math.round(best.score * 100),
    );
    const payload = { ...text, url: "/dashboard/jobs", jobId: best.id };
    const delivered: string[] = [];
    for (const device of devices) if (await sendPush(ctx, device, payload)) delivered.push(device.id);
    await markNotified(ctx.db, delivered);
    sent += delivered.length;
  }
  return sent;
}
