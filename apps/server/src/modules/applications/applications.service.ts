import { htmlToText, sanitizeDescription } from "@sira/html";
import { detectLanguage } from "@sira/nlp/normalize";
import { placeNames, positionNames } from "@sira/nlp/place-names";
import {
  type Application,
  type ApplicationDraft,
  type ApplicationStatus,
  type applicationDraftRequestSchema,
  applicationLimit,
  type createApplicationRequestSchema,
  type UpdateApplicationRequest,
} from "@sira/schema/application-api";
import { and, asc, desc, eq, inArray, max, min, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { applicationEvents, applications, jobs, resumes } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { OutboundClient } from "../../http/guarded-fetch";
import type { UntrustedWork } from "../../untrusted-work";
import { UntrustedTaskError } from "../../workers/untrusted-pool";
import { freezeCoverLetter } from "../cover-letters/cover-letters.public";
import { fetchJobPage, type RowResult } from "../jobs/jobs.public";
import {
  countApplicationsOfUser,
  deleteUnsentSnapshots,
  findSentResume,
  freezeResume,
  lockUserForTracker,
} from "./applications.repository";

type ApplicationRow = typeof applications.$inferSelect;
type EventRow = typeof applicationEvents.$inferSelect;

/** Today's date (UTC) as YYYY-MM-DD: the server's "today" for next steps and applied dates. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function toApplication(row: ApplicationRow, events: EventRow[]): Application {
  return {
    id: row.id,
    status: row.status,
    closedReason: row.closedReason ?? null,
    position: row.sortOrder,
    job: {
      jobId: row.jobId,
      position: row.position,
      company: row.company,
      location: row.location,
      link: row.link,
      description: row.description,
      language: row.language,
      manual: row.manual,
      positionNames: positionNames(row.position),
      placeNames: placeNames(row.location),
    },
    sentResume:
      row.sentSnapshotId && row.sentAt
        ? {
            resumeId: row.resumeId,
            title: row.sentTitle ?? "",
            version: row.sentVersion ?? 0,
            at: row.sentAt.toISOString(),
          }
        : null,
    appliedOn: row.appliedOn,
    nextStep: row.nextStep,
    nextStepOn: row.nextStepOn,
    contacts: row.contacts,
    notes: row.notes,
    events: events.map((e) => ({
      id: e.id,
      from: e.fromStatus ?? null,
      to: e.toStatus,
      reason: e.reason ?? null,
      at: e.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function eventsOf(db: Db, ids: string[]): Promise<Map<string, EventRow[]>> {
  const byApplication = new Map<string, EventRow[]>();
  if (ids.length === 0) return byApplication;
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, ids))
    .orderBy(asc(applicationEvents.seq), asc(applicationEvents.createdAt));
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push(row);
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}

/**
 * Every application of a user with its timeline, by column then order in the column. A row
 * holds the version sent's title, version and time, never its data (resume_snapshots), so a
 * list of the most applications a user may keep stays small.
 */
export async function listApplications(db: Db, userId: string): Promise<Application[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.sortOrder), desc(applications.createdAt));
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toApplication(r, events.get(r.id) ?? []));
}

async function findApplicationOfUser(db: Db, userId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** One application of the user; another user's id, or a missing one, is NotFound (404). */
export async function getApplication(db: Db, userId: string, id: string): Promise<Application> {
  const row = await findApplicationOfUser(db, userId, id);
  if (!row) throw new AppError("NotFound");
  return toApplication(row, (await eventsOf(db, [row.id])).get(row.id) ?? []);
}

async function topOfColumn(db: Db, userId: string, status: ApplicationStatus): Promise<number> {
  const [row] = await db
    .select({ first: min(applications.sortOrder) })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.status, status)));
  return (row?.first ?? 1) - 1;
}

async function addEvent(
  db: Db,
  applicationId: string,
  from: ApplicationStatus | null,
  to: ApplicationStatus,
  reason: ApplicationRow["closedReason"] = null,
) {
  const [last] = await db
    .select({ seq: max(applicationEvents.seq) })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  await db.insert(applicationEvents).values({
    applicationId,
    fromStatus: from,
    toStatus: to,
    reason,
    seq: (last?.seq ?? -1) + 1,
  });
}

function primaryDescription(job: typeof jobs.$inferSelect): string {
  return job.language === "ar"
    ? job.descriptionAr || job.descriptionEn
    : job.descriptionEn || job.descriptionAr;
}

/**
 * Keep a job in the tracker (POST /api/applications, PUT /api/saved-jobs/:jobId): a catalogue
 * job by id (its fields copied in; saving it twice answers the existing one), or a job typed or
 * pasted by hand, its description sanitized to `strong` and `br` (spec §5) and its language
 * detected. The first timeline event records the column it starts in. A missing job is NotFound;
 * a user who keeps `applicationLimit` applications already gets ApplicationLimitExceeded (403).
 */
export async function createApplication(
  db: Db,
  userId: string,
  request: z.output<typeof createApplicationRequestSchema>,
  now = new Date(),
): Promise<{ application: Application; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockUserForTracker(tx, userId);
    let values: typeof applications.$inferInsert;
    if ("jobId" in request) {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, request.jobId));
      if (!job) throw new AppError("NotFound");
      const [existing] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.jobId, job.id)));
      if (existing) return { application: await getApplication(tx, userId, existing.id), created: false };
      values = {
        userId,
        jobId: job.id,
        position: job.position,
        company: job.company ?? "",
        location: job.location,
        link: job.link,
        description: primaryDescription(job),
        language: job.language,
      };
    } else {
      const { position, company, location, link, description } = request.manual;
      const clean = sanitizeDescription(description);
      values = {
        userId,
        manual: true,
        position,
        company,
        location,
        link,
        description: clean,
        language: detectLanguage(`${position}\n${htmlToText(clean)}`),
      };
    }
    if ((await countApplicationsOfUser(tx, userId)) >= applicationLimit)
      throw new AppError("ApplicationLimitExceeded");
    const status = request.status;
    const inserted = await tx
      .insert(applications)
      .values({
        ...values,
        status,
        sortOrder: await topOfColumn(tx, userId, status),
        appliedOn: status === "saved" ? null : isoDay(now),
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) {
      // Saved at the same moment by another request: answer the one that won.
      const [existing] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.jobId, values.jobId ?? "")));
      if (!existing) throw new AppError("SomethingWentWrong");
      return { application: await getApplication(tx, userId, existing.id), created: false };
    }
    await addEvent(tx, row.id, null, status);
    return { application: await getApplication(tx, userId, row.id), created: true };
  });
}

/** The job of one application and the resume linked to it (tailoring); NotFound for another user's. */
export async function applicationJobAndResume(db: Db, userId: string, id: string) {
  const row = await findApplicationOfUser(db, userId, id);
  if (!row) throw new AppError("NotFound");
  const { position, company, description, resumeId } = row;
  return { id: row.id, position, company, description, resumeId };
}

/**
 * Link a resume made for this application (a tailored copy, issue 41) without freezing it: the
 * version sent is frozen when the application leaves Saved (updateApplication), so edits made
 * while tailoring are what the employer gets. Another user's application is NotFound.
 */
export async function linkApplicationResume(db: Db, userId: string, id: string, resumeId: string) {
  await db.transaction(async (tx) => {
    const row = await findApplicationOfUser(tx, userId, id, true);
    if (!row) throw new AppError("NotFound");
    const patch = row.sentSnapshotId ? { resumeId } : { ...detachedResume, resumeId };
    await tx
      .update(applications)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(applications.id, row.id));
  });
}

/** The columns that attach a resume as the version sent: its data frozen once per content. */
async function attachResume(db: Db, userId: string, resumeId: string, now: Date) {
  const frozen = await freezeResume(db, userId, resumeId);
  if (!frozen) throw new AppError("ResumeNotFound");
  return {
    resumeId,
    sentSnapshotId: frozen.snapshotId,
    sentTitle: frozen.title,
    sentVersion: frozen.version,
    sentAt: now,
  };
}

const detachedResume = {
  resumeId: null,
  sentSnapshotId: null,
  sentTitle: null,
  sentVersion: null,
  sentAt: null,
};

async function defaultResumeIdOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.isDefault), desc(resumes.updatedAt))
    .limit(1);
  return row?.id;
}

/**
 * Change an application (PATCH /api/applications/:id), in one transaction. A new column adds a
 * timeline event (with the reason when closed); leaving Saved for the first time sets the
 * applied date to today and, when no resume is attached yet, attaches the default resume as
 * the version sent. `index` places the card in its column. Another user's id is NotFound.
 */
export async function updateApplication(
  db: Db,
  userId: string,
  id: string,
  changes: UpdateApplicationRequest,
  now = new Date(),
): Promise<Application> {
  await db.transaction(async (tx) => {
    await lockUserForTracker(tx, userId);
    const row = await findApplicationOfUser(tx, userId, id, true);
    if (!row) throw new AppError("NotFound");
    const next: Partial<typeof applications.$inferInsert> = { updatedAt: now };
    const status = changes.status ?? row.status;
    if (changes.resumeId !== undefined) {
      Object.assign(
        next,
        changes.resumeId === null ? detachedResume : await attachResume(tx, userId, changes.resumeId, now),
      );
    }
    if (changes.status && changes.status !== row.status) {
      next.status = changes.status;
      const reason = changes.status === "closed" ? (changes.closedReason ?? null) : null;
      next.closedReason = reason;
      if (row.status === "saved" && !row.appliedOn && changes.appliedOn === undefined)
        next.appliedOn = isoDay(now);
      if (row.status === "saved" && !row.sentSnapshotId && changes.resumeId === undefined) {
        // A linked resume (tailored for this job) is the one sent; else the default.
        const resumeId = row.resumeId ?? (await defaultResumeIdOf(tx, userId));
        if (resumeId) Object.assign(next, await attachResume(tx, userId, resumeId, now));
      }
      // Moving on from Saved (to Applied, usually) freezes the cover letter used, once.
      if (changes.status !== "saved") await freezeCoverLetter(tx, userId, row.id);
      await addEvent(tx, row.id, row.status, changes.status, reason);
      if (changes.index === undefined) next.sortOrder = await topOfColumn(tx, userId, changes.status);
    } else if (changes.closedReason !== undefined && status === "closed") {
      next.closedReason = changes.closedReason;
    }
    if (changes.appliedOn !== undefined) next.appliedOn = changes.appliedOn;
    if (changes.nextStep !== undefined) next.nextStep = changes.nextStep;
    if (changes.nextStepOn !== undefined) next.nextStepOn = changes.nextStepOn;
    if (changes.contacts !== undefined) next.contacts = changes.contacts as Application["contacts"];
    if (changes.notes !== undefined) next.notes = changes.notes;
    if (changes.job && row.manual) {
      const job = changes.job;
      if (job.position !== undefined) next.position = job.position;
      if (job.company !== undefined) next.company = job.company;
      if (job.location !== undefined) next.location = job.location;
      if (job.link !== undefined) next.link = job.link;
      if (job.description !== undefined) next.description = sanitizeDescription(job.description);
    }
    await tx.update(applications).set(next).where(eq(applications.id, row.id));
    if (row.sentSnapshotId && next.sentSnapshotId !== undefined) await deleteUnsentSnapshots(tx, userId);
    if (changes.index !== undefined) await placeInColumn(tx, userId, row.id, status, changes.index);
  });
  return getApplication(db, userId, id);
}

/** Put one card at `index` of its column and number the column again. */
async function placeInColumn(db: Db, userId: string, id: string, status: ApplicationStatus, index: number) {
  const column = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.status, status), ne(applications.id, id)))
    .orderBy(asc(applications.sortOrder), desc(applications.createdAt));
  const order = column.map((c) => c.id);
  order.splice(Math.min(index, order.length), 0, id);
  for (const [i, cardId] of order.entries())
    await db.update(applications).set({ sortOrder: i }).where(eq(applications.id, cardId));
}

/** Remove an application, its timeline and its version sent when no other application shares it; another user's id is NotFound. */
export async function deleteApplication(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserForTracker(tx, userId);
    const removed = await tx
      .delete(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .returning({ id: applications.id });
    if (removed.length === 0) throw new AppError("NotFound");
    await deleteUnsentSnapshots(tx, userId);
  });
}

/** The catalogue jobs a user keeps in the tracker, whatever the column (for bookmark toggles). */
export async function listSavedJobIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.userId, userId), sql`${applications.jobId} is not null`));
  return rows.map((r) => r.jobId!);
}

/**
 * Unsave a catalogue job (DELETE /api/saved-jobs/:jobId): removes it while it is still in the
 * Saved column. An application the user has moved on (applied, interview…) is kept: a bookmark
 * click must not erase a timeline; the tracker's own delete does that.
 */
export async function unsaveJob(db: Db, userId: string, jobId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserForTracker(tx, userId);
    await tx
      .delete(applications)
      .where(
        and(eq(applications.userId, userId), eq(applications.jobId, jobId), eq(applications.status, "saved")),
      );
    await deleteUnsentSnapshots(tx, userId);
  });
}

/**
 * The resume as it was sent, data included, for the "version sent" view (the one call that
 * reads a snapshot); NotFound when none is attached or the application is another user's.
 */
export async function getSentResume(db: Db, userId: string, id: string) {
  const sent = await findSentResume(db, userId, id);
  if (!sent) throw new AppError("NotFound");
  return sent;
}

function firstLine(text: string): { head: string; rest: string } {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.trim());
  if (at === -1) return { head: "", rest: "" };
  return {
    head: lines[at]!.trim().slice(0, 300),
    rest: lines
      .slice(at + 1)
      .join("\n")
      .trim(),
  };
}

/** Time a fetched page may take to read in the worker pool (a 20 MB page reads in well under 1 s). */
const jobPageTimeoutMs = 10_000;

/** The JobPostings of a fetched page, read in the worker pool; a page it cannot read has none. */
async function jobPostingsInWorkers(
  untrusted: UntrustedWork,
  page: { body: Buffer; finalUrl: string },
): Promise<RowResult[]> {
  try {
    return await untrusted.run(
      "readJobPage",
      { page: page.body, pageUrl: page.finalUrl },
      { timeoutMs: jobPageTimeoutMs },
    );
  } catch (error) {
    if (!(error instanceof UntrustedTaskError)) throw error;
    if (error.reason === "memory") throw new AppError("PayloadTooLarge");
    if (error.reason === "busy") throw new AppError("RateLimited");
    return [];
  }
}

/**
 * Read a pasted posting into the form's fields (POST /api/applications/draft), saving nothing:
 * a URL is fetched through the guarded client and its schema.org JobPosting read in the worker
 * pool (a page without one is JobPostingNotFound, 422); pasted text gives its first line as the
 * position. Descriptions are sanitized (spec §5) and the language detected.
 */
export async function draftApplication(
  outbound: OutboundClient,
  untrusted: UntrustedWork,
  request: z.output<typeof applicationDraftRequestSchema>,
): Promise<ApplicationDraft> {
  if ("text" in request) {
    const { head, rest } = firstLine(request.text);
    const description = sanitizeDescription(rest);
    return {
      position: head,
      company: "",
      location: "",
      link: null,
      description,
      language: detectLanguage(`${head}\n${rest}`),
    };
  }
  const page = await fetchJobPage(outbound, request.url);
  const found = (await jobPostingsInWorkers(untrusted, page)).find((r) => "job" in r);
  if (!found || !("job" in found)) throw new AppError("JobPostingNotFound");
  const job = found.job;
  const description = sanitizeDescription(job.description || job.descriptionAr || job.descriptionEn);
  return {
    position: job.position,
    company: job.company ?? "",
    location: job.location,
    link: job.link ?? request.url,
    description,
    language: detectLanguage(`${job.position}\n${htmlToText(description)}`),
  };
}
