import {
  type CountryCode,
  type createResumeRequestSchema,
  defaultResumeData,
  type importResumeRequestSchema,
  migratePersonalFields,
  type Resume,
  type ResumeData,
  type ResumeSummary,
  sampleResumeData,
  type updateResumeRequestSchema,
} from "@sira/schema";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { FileStore } from "../../adapters/files/files";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { runForRequest } from "../../http/task-failure";
import type { UntrustedWork } from "../../untrusted-work";
import { storedPictureOf } from "../user/user.public";
import { importOriginalKeys } from "./import-original";
import {
  clearDefaultResume,
  countResumesOfUser,
  deleteResumeRow,
  findResumeHeadOfUser,
  findResumeOfUser,
  hasDefaultResume,
  insertResume,
  isPictureInUse,
  listPrintFileKeysOfResume,
  listResumesOfUser,
  listSlugsOfUser,
  lockUserForResumeWrite,
  type ResumeHead,
  type ResumeListRow,
  type ResumeRow,
  resumeDataOfUser,
  updateResumeContentIfCurrent,
  updateResumeContentIfCurrentSummary,
  updateResumeRow,
} from "./resume.repository";
import { baseOf } from "./twin-state";

/** Per-request context of the resume rules: the database and the user's resume limit. */
export interface ResumeContext {
  db: Db;
  resumeLimit: number;
}

/**
 * One of the user's resumes as stored (another user's is simply not found); `forUpdate` locks its
 * row for the caller's transaction.
 */
export function findResumeRow(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ResumeRow | undefined> {
  return findResumeOfUser(db, userId, id, options);
}

/** What the match cache keys a resume by (id, owner, version, update time, country), or undefined. */
export function findResumeHead(db: Db, userId: string, id: string): Promise<ResumeHead | undefined> {
  return findResumeHeadOfUser(db, userId, id);
}

/** The ids of the user's resumes, most recently updated first. */
export async function listResumeIds(db: Db, userId: string): Promise<string[]> {
  return (await listResumesOfUser(db, userId)).map((row) => row.id);
}

/** The list's shape of a resume row: everything but the content. */
export function toResumeSummary(row: ResumeListRow): ResumeSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    visibility: row.visibility,
    country: row.country ?? null,
    locked: row.locked,
    isDefault: row.isDefault,
    language: row.language,
    version: row.version,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    twinId: row.twinId ?? null,
  };
}

/** The API shape of a resume row. */
export function toResume(row: ResumeRow): Resume {
  // Custom fields such as "Nationality" written before the personal block move into it (issue 40).
  return { ...toResumeSummary(row), data: migratePersonalFields(row.data) };
}

async function mustFindResume(db: Db, userId: string, id: string, forUpdate = false): Promise<ResumeRow> {
  const row = await findResumeOfUser(db, userId, id, { forUpdate });
  if (!row) throw new AppError("ResumeNotFound");
  return row;
}

/**
 * Insert a new private resume for the user, enforcing the resume limit. It becomes the default
 * when the user has no default yet (always so for the first resume, spec §4).
 */
async function insertNewResume(
  ctx: ResumeContext,
  userId: string,
  fields: { title: string; slug: string; data: ResumeData },
): Promise<Resume> {
  return ctx.db.transaction(async (tx) => {
    await lockUserForResumeWrite(tx, userId);
    const existing = await countResumesOfUser(tx, userId);
    if (existing >= ctx.resumeLimit) throw new AppError("ResumeLimitExceeded");
    const isDefault = existing === 0 || !(await hasDefaultResume(tx, userId));
    const row = await insertResume(tx, {
      userId,
      title: fields.title,
      slug: fields.slug,
      visibility: "private",
      language: fields.data.metadata.language,
      isDefault,
      data: fields.data,
    });
    return toResume(row);
  });
}

/** Create an empty (or sample) resume in the requested language. */
export async function createResume(
  ctx: ResumeContext,
  userId: string,
  input: z.infer<typeof createResumeRequestSchema>,
): Promise<Resume> {
  const { title, slug, language, sample } = input;
  const data = sample ? sampleResumeData(language) : defaultResumeData(language);
  return insertNewResume(ctx, userId, { title, slug, data });
}

/** Create a resume from given data (import, upload, duplicate). */
export async function importResume(
  ctx: ResumeContext,
  userId: string,
  input: z.infer<typeof importResumeRequestSchema>,
): Promise<Resume> {
  return insertNewResume(ctx, userId, input);
}

/**
 * The user's resumes without their content (issue 39: a list never loads resume data), most
 * recently updated first; a linked resume also says how many of its twin's changes it has not
 * caught up on (the twin is in the same list). Only those twins' content is read, and the count
 * runs in the worker pool: comparing two long resumes must not hold the event loop.
 */
export async function listResumes(
  ctx: ResumeContext & { untrusted: UntrustedWork },
  userId: string,
): Promise<ResumeSummary[]> {
  const rows = await listResumesOfUser(ctx.db, userId);
  const ids = new Set(rows.map((r) => r.id));
  const pending = rows.filter((row) => row.twinId && ids.has(row.twinId) && row.twinState);
  const content = await resumeDataOfUser(
    ctx.db,
    userId,
    pending.map((row) => row.twinId as string),
  );
  const linked = pending.flatMap((row) => {
    const current = content.get(row.twinId as string);
    return current && row.twinState ? [{ row, base: baseOf(row.twinState), current }] : [];
  });
  const counts =
    linked.length === 0
      ? []
      : await runForRequest(() =>
          ctx.untrusted.run("twinChangeCounts", {
            pairs: linked.map(({ base, current }) => ({ base, current })),
          }),
        );
  const changes = new Map(linked.map(({ row }, i) => [row.id, counts[i] ?? 0]));
  return rows.map((row) => {
    const twinChanges = changes.get(row.id);
    const summary = toResumeSummary(row);
    return twinChanges === undefined ? summary : { ...summary, twinChanges };
  });
}

/** The slugs the user's resumes already take (a new resume's slug must be another). */
export function takenResumeSlugs(db: Db, userId: string): Promise<Set<string>> {
  return listSlugsOfUser(db, userId);
}

/** One of the user's resumes; ResumeNotFound for a missing resume or another user's. */
export async function getResume(ctx: ResumeContext, userId: string, id: string): Promise<Resume> {
  return toResume(await mustFindResume(ctx.db, userId, id));
}

/**
 * Replace a resume's title, slug, visibility and data. The client sends the version it last
 * saw: a stale version answers ResumeVersionConflict carrying the server's current resume, so
 * the editor can show both instead of silently overwriting; success increments the version.
 * `minimal` (Prefer: return=minimal, the builder's autosave): the answer is the resume without
 * its content, and the database does not send the content back.
 */
export async function updateResume(
  ctx: ResumeContext,
  userId: string,
  id: string,
  input: z.infer<typeof updateResumeRequestSchema>,
): Promise<Resume>;
export async function updateResume(
  ctx: ResumeContext,
  userId: string,
  id: string,
  input: z.infer<typeof updateResumeRequestSchema>,
  options: { minimal: boolean },
): Promise<Resume | ResumeSummary>;
export async function updateResume(
  ctx: ResumeContext,
  userId: string,
  id: string,
  input: z.infer<typeof updateResumeRequestSchema>,
  { minimal = false }: { minimal?: boolean } = {},
): Promise<Resume | ResumeSummary> {
  const { title, slug, visibility, data, version } = input;
  const content = { title, slug, visibility, language: data.metadata.language, data };
  const target = { id, userId, expectedVersion: version };
  // The conditional update is the whole autosave; the read below only explains a refusal. A
  // resume unlocked between the two is simply tried once more.
  for (let attempt = 0; ; attempt++) {
    if (minimal) {
      const updated = await updateResumeContentIfCurrentSummary(ctx.db, target, content);
      if (updated) return toResumeSummary(updated);
    } else {
      const updated = await updateResumeContentIfCurrent(ctx.db, target, content);
      if (updated) return toResume(updated);
    }
    const row = await mustFindResume(ctx.db, userId, id);
    if (row.locked) throw new AppError("ResumeLocked");
    if (row.version !== version || attempt > 0)
      throw new AppError("ResumeVersionConflict", { current: toResume(row) });
  }
}

/** Set the country jobs are searched in; refused on a locked resume. */
export async function updateResumeCountry(
  ctx: ResumeContext,
  userId: string,
  id: string,
  country: CountryCode | null,
): Promise<Resume> {
  return ctx.db.transaction(async (tx) => {
    const row = await mustFindResume(tx, userId, id, true);
    if (row.locked) throw new AppError("ResumeLocked");
    if (row.country === country) return toResume(row);
    return toResume(await updateResumeRow(tx, id, { country }));
  });
}

/** Lock or unlock a resume (unlocking is the one change a locked resume accepts). */
export async function setResumeLock(
  ctx: ResumeContext,
  userId: string,
  id: string,
  locked: boolean,
): Promise<Resume> {
  return ctx.db.transaction(async (tx) => {
    const row = await mustFindResume(tx, userId, id, true);
    if (row.locked === locked) return toResume(row);
    return toResume(await updateResumeRow(tx, id, { locked }));
  });
}

/**
 * Make a resume the user's default, or clear it (spec §4: choosing the current default clears
 * it). The only resume is forced default, so clearing it is Forbidden.
 */
export async function setResumeDefault(
  ctx: ResumeContext,
  userId: string,
  id: string,
  isDefault: boolean,
): Promise<Resume> {
  return ctx.db.transaction(async (tx) => {
    await lockUserForResumeWrite(tx, userId);
    const row = await mustFindResume(tx, userId, id, true);
    if (row.isDefault === isDefault) return toResume(row);
    if (!isDefault) {
      if ((await countResumesOfUser(tx, userId)) <= 1) throw new AppError("Forbidden");
      return toResume(await updateResumeRow(tx, id, { isDefault: false }));
    }
    await clearDefaultResume(tx, userId);
    return toResume(await updateResumeRow(tx, id, { isDefault: true }));
  });
}

/** What deleting a resume needs besides the database: the file store its files are in. */
export interface ResumeFilesContext extends ResumeContext {
  untrusted: UntrustedWork;
  files: FileStore;
  /** Our public address: a picture URL at this origin (or relative) may be one of our files. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, "warn">;
}

/**
 * Delete a resume for good and return it. When it was the default, the most recently updated
 * remaining resume becomes the default (spec §4: fall back to the first). Its stored files go
 * with it once the deletion is committed: rendered downloads, previews and ATS readings, the
 * import original, and its picture unless another resume or a profile still shows it. A file
 * the store fails to delete does not undo the deletion; it is logged with its key.
 */
export async function deleteResume(ctx: ResumeFilesContext, userId: string, id: string): Promise<Resume> {
  const { resume, fileKeys } = await ctx.db.transaction(async (tx) => {
    await lockUserForResumeWrite(tx, userId);
    const row = await mustFindResume(tx, userId, id, true);
    const fileKeys = [...(await listPrintFileKeysOfResume(tx, id)), ...importOriginalKeys(userId, id)];
    const picture = storedPictureOf(row.data.basics.picture.url, ctx.publicUrl);
    if (picture?.userId === userId && !(await isPictureInUse(tx, picture.path, id)))
      fileKeys.push(picture.key);
    if (row.twinId) await updateResumeRow(tx, row.twinId, { twinId: null, twinState: null });
    await deleteResumeRow(tx, id);
    if (row.isDefault) {
      const [next] = await listResumesOfUser(tx, userId);
      if (next) await updateResumeRow(tx, next.id, { isDefault: true });
    }
    return { resume: toResume({ ...row, isDefault: false }), fileKeys };
  });
  const results = await Promise.allSettled(fileKeys.map((key) => ctx.files.delete(key)));
  const leftovers = fileKeys.filter((_, i) => results[i]?.status === "rejected");
  if (leftovers.length > 0)
    ctx.log.warn({ resumeId: id, fileKeys: leftovers }, "files of a deleted resume could not be deleted");
  return resume;
}
