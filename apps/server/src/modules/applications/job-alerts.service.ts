import { createHmac, timingSafeEqual } from "node:crypto";
import { type AlertFrequency, type AlertRun, alertMaxJobs } from "@sira/schema/application-api";
import type { Language } from "@sira/schema/constants";
import { type JobMatch, jobRecommendMinMatch } from "@sira/schema/job-api";
import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { Mailer } from "../../adapters/mail/mail";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { applications, jobAlertSettings, jobs, resumes, users } from "../../db/schema";
import { type JobMatcher, matchedJobsOf, occupationLinksOf } from "../jobs/jobs.public";
import { type DueFollowUp, renderAlertMail } from "./alert-mail";
import { isoDay } from "./applications.service";

/**
 * Next steps due on `now`'s day (UTC) or before, on applications not closed: the daily mail's
 * reminders. `userIds` limits it to some users.
 */
export async function collectDueFollowUps({
  db,
  now,
  userIds,
}: {
  db: Db;
  now: Date;
  userIds?: string[];
}): Promise<DueFollowUp[]> {
  const today = isoDay(now);
  if (userIds?.length === 0) return [];
  const rows = await db
    .select()
    .from(applications)
    .where(
      and(
        lte(applications.nextStepOn, today),
        ne(applications.status, "closed"),
        userIds ? inArray(applications.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(applications.nextStepOn));
  return rows.map((r) => ({
    applicationId: r.id,
    userId: r.userId,
    position: r.position,
    company: r.company,
    nextStep: r.nextStep,
    nextStepOn: r.nextStepOn!,
    overdue: r.nextStepOn! < today,
  }));
}

/** The key unsubscribe links are signed with, derived from SECRET_KEY (never the raw secret). */
function unsubscribeKey(secretKey: string): Buffer {
  return createHmac("sha256", secretKey).update("sira/job-alert-unsubscribe-v2").digest();
}

/** The signature of an unsubscribe link: the user and the start of their subscription (ms). */
function unsubscribeSignature(secretKey: string, userId: string, start: string): Buffer {
  return createHmac("sha256", unsubscribeKey(secretKey)).update(`${userId}\0${start}`).digest();
}

/**
 * The one-click unsubscribe URL of a user's alert mail; it works without signing in, for as long
 * as the subscription that mail belongs to (`enabledAt`, when alerts were last turned on).
 */
export function unsubscribeUrl(
  config: Pick<Config, "PUBLIC_URL" | "SECRET_KEY">,
  userId: string,
  enabledAt: Date,
): string {
  const start = String(enabledAt.getTime());
  const url = new URL("/api/alerts/unsubscribe", config.PUBLIC_URL);
  url.searchParams.set("u", userId);
  url.searchParams.set("s", start);
  url.searchParams.set(
    "sig",
    unsubscribeSignature(config.SECRET_KEY ?? "", userId, start).toString("base64url"),
  );
  return url.toString();
}

/** An unsubscribe link as its query carries it. */
export interface UnsubscribeLink {
  u: string;
  /** The subscription's start in ms; absent in links mailed before links carried it. */
  s?: string;
  sig: string;
}

/**
 * What an unsubscribe link may do: "valid" (turn that subscription off), "invalid" (not signed
 * by this server for this user and start) or "expired": made for an earlier subscription (alerts
 * were turned off and on again since; a link only ever stops the subscription it was mailed for),
 * for a user who has none any more, or without a start (mailed before links carried one).
 */
export async function checkUnsubscribeLink(
  db: Db,
  secretKey: string,
  link: UnsubscribeLink,
): Promise<"valid" | "invalid" | "expired"> {
  if (link.s === undefined) return "expired";
  const expected = unsubscribeSignature(secretKey, link.u, link.s);
  const given = Buffer.from(link.sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const [row] = await db
    .select({ enabledAt: jobAlertSettings.enabledAt })
    .from(jobAlertSettings)
    .where(eq(jobAlertSettings.userId, link.u));
  return row && String(row.enabledAt.getTime()) === link.s ? "valid" : "expired";
}

/** The user's alert frequency ("off" when never chosen). */
export async function getAlertFrequency(db: Db, userId: string): Promise<AlertFrequency> {
  const [row] = await db.select().from(jobAlertSettings).where(eq(jobAlertSettings.userId, userId));
  return row?.frequency ?? "off";
}

/**
 * Choose daily, weekly or off. Switching on from off starts the "new since" window now, so
 * the first mail lists only jobs that arrive after the choice.
 */
export async function setAlertFrequency(
  db: Db,
  userId: string,
  frequency: AlertFrequency,
  now = new Date(),
): Promise<AlertFrequency> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jobAlertSettings)
      .where(eq(jobAlertSettings.userId, userId))
      .for("update");
    if (!row) {
      await tx.insert(jobAlertSettings).values({ userId, frequency, enabledAt: now, updatedAt: now });
      return;
    }
    const turningOn = row.frequency === "off" && frequency !== "off";
    await tx
      .update(jobAlertSettings)
      .set({ frequency, updatedAt: now, ...(turningOn ? { enabledAt: now, lastSentAt: null } : {}) })
      .where(eq(jobAlertSettings.userId, userId));
  });
  return frequency;
}

/** A run skips users mailed less than this long ago, so a retried or doubled run sends once. */
const minGapMs: Record<"daily" | "weekly", number> = {
  daily: 20 * 3_600_000,
  weekly: 6 * 86_400_000,
};

export interface JobAlertDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "PUBLIC_URL" | "SECRET_KEY">;
  /** The app's matcher (shares its score cache; reads resumes in the worker pool). */
  matcher: JobMatcher;
  now?: Date;
  frequency: "daily" | "weekly";
}

async function resumeForAlerts(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.isDefault), desc(resumes.updatedAt))
    .limit(1);
  return row;
}

/**
 * New jobs for one user: first seen after `since`, in the resume's country (or remote without
 * one), at or above the recommendation floor (jobRecommendMinMatch) or of the resume's
 * occupation (occupationLinksOf), as the jobs list, not
 * already in the tracker; best match first, at most alertMaxJobs, with reasons in `language`.
 */
export async function selectAlertJobs(
  db: Db,
  matcher: JobMatcher,
  userId: string,
  since: Date,
  now: Date,
  language: Language,
): Promise<JobMatch[]> {
  const resume = await resumeForAlerts(db, userId);
  if (!resume) return [];
  const fresh = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(gt(jobs.createdAt, since), lte(jobs.createdAt, now)));
  if (fresh.length === 0) return [];
  const kept = new Set(
    (
      await db
        .select({ jobId: applications.jobId })
        .from(applications)
        .where(and(eq(applications.userId, userId), sql`${applications.jobId} is not null`))
    ).map((r) => r.jobId),
  );
  const entry = await matcher.scoresFor(resume);
  const { index, features, scores } = entry;
  const links = occupationLinksOf(entry);
  const position = new Map(index.jobs.map((job, i) => [job.id, i]));
  const picked: number[] = [];
  for (const { id } of fresh) {
    const i = position.get(id);
    if (i === undefined || kept.has(id)) continue;
    const job = index.jobs[i]!;
    if (
      resume.country &&
      job.country !== resume.country &&
      !(job.country === null && job.remote === "remote")
    )
      continue;
    if (scores[i]! < jobRecommendMinMatch && !links[i]) continue;
    picked.push(i);
  }
  picked.sort((a, b) => scores[b]! - scores[a]! || index.jobs[b]!.date - index.jobs[a]!.date);
  const top = picked.slice(0, alertMaxJobs);
  return matchedJobsOf(
    db,
    top.map((i) => index.jobs[i]!),
    features,
    language,
  );
}

/** The interface language of a stored locale ("ar-SA" → ar; anything else English). */
export function languageOfUserLocale(locale: string): Language {
  return locale.toLowerCase().startsWith("ar") ? "ar" : "en";
}

/**
 * One run of the job alert e-mails for every user who chose `frequency`: new matched jobs since
 * their last alert (selectAlertJobs) and, in the daily mail, next steps due today or overdue.
 * Nothing new means no mail (and the window stays open). Each mail is in the user's language,
 * carries a one-click unsubscribe link (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058)
 * and moves the user's window to `now`. Users mailed too recently for the frequency are
 * skipped, so a retried run does not mail twice. A failure for one user is logged by the
 * caller's queue and does not stop the others (it is rethrown after the run).
 */
export async function sendJobAlerts(deps: JobAlertDeps): Promise<AlertRun> {
  const { db, mailer, config, frequency } = deps;
  const now = deps.now ?? new Date();
  const { matcher } = deps;
  const subscribers = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      enabledAt: jobAlertSettings.enabledAt,
      lastSentAt: jobAlertSettings.lastSentAt,
    })
    .from(jobAlertSettings)
    .innerJoin(users, eq(users.id, jobAlertSettings.userId))
    .where(eq(jobAlertSettings.frequency, frequency));
  const due =
    frequency === "daily"
      ? await collectDueFollowUps({ db, now, userIds: subscribers.map((s) => s.userId) })
      : [];
  const run: AlertRun = { frequency, users: subscribers.length, sent: 0, jobs: 0, followUps: 0 };
  const failures: unknown[] = [];
  for (const subscriber of subscribers) {
    if (subscriber.lastSentAt && now.getTime() - subscriber.lastSentAt.getTime() < minGapMs[frequency])
      continue;
    try {
      const language = languageOfUserLocale(subscriber.locale);
      const since = subscriber.lastSentAt ?? subscriber.enabledAt;
      const found = await selectAlertJobs(db, matcher, subscriber.userId, since, now, language);
      const followUps = due.filter((d) => d.userId === subscriber.userId);
      if (found.length === 0 && followUps.length === 0) continue;
      const unsubscribe = unsubscribeUrl(config, subscriber.userId, subscriber.enabledAt);
      const mail = renderAlertMail({
        language,
        name: subscriber.name,
        jobs: found,
        followUps,
        frequency,
        baseUrl: config.PUBLIC_URL,
        unsubscribeUrl: unsubscribe,
      });
      await mailer.send({
        to: subscriber.email,
        ...mail,
        link: unsubscribe,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
      await db
        .update(jobAlertSettings)
        .set({ lastSentAt: now })
        .where(eq(jobAlertSettings.userId, subscriber.userId));
      run.sent += 1;
      run.jobs += found.length;
      run.followUps += followUps.length;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `job alerts: ${failures.length} of ${subscribers.length} failed`);
  return run;
}

/**
 * Follow an unsubscribe link (no sign-in): turns that subscription's alerts off when the link is
 * valid (checkUnsubscribeLink), and answers what the link was.
 */
export async function unsubscribeFromAlerts(
  db: Db,
  secretKey: string,
  link: UnsubscribeLink,
  now = new Date(),
): Promise<"valid" | "invalid" | "expired"> {
  const state = await checkUnsubscribeLink(db, secretKey, link);
  if (state === "valid")
    await db
      .update(jobAlertSettings)
      .set({ frequency: "off", updatedAt: now })
      .where(eq(jobAlertSettings.userId, link.u));
  return state;
}
