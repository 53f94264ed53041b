import { randomUUID } from "node:crypto";
import { escapeHtml, htmlToText } from "@sira/html";
import { type PendingField, readField, type TextField, writeField } from "@sira/nlp";
import {
  type createTwinRequestSchema,
  type Language,
  pointPrices,
  type Resume,
  type ResumeData,
  resumeSlugMaxLength,
  resumeTitleMaxLength,
  type StoredTwinState,
  type TwinSync,
  type twinTextRequestSchema,
} from "@sira/schema";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AiProvider } from "../../adapters/ai/ai";
import type { Db } from "../../db/client";
import { aiRequests } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { runForRequest } from "../../http/task-failure";
import type { UntrustedWork } from "../../untrusted-work";
import { pointBalance, spendPoints } from "../wallet/wallet.public";
import {
  countResumesOfUser,
  findResumeOfUser,
  hasDefaultResume,
  insertResume,
  listSlugsOfUser,
  lockResumeHeadOfUser,
  lockUserForResumeWrite,
  type ResumeRow,
  setResumeFields,
  updateResumeRow,
} from "./resume.repository";
import { type ResumeContext, toResume } from "./resume.service";
import { baseOf, type TwinBase } from "./twin-state";

/**
 * Linked twins (docs/api/resumes.md, "Twins"): a resume and its copy in the other language.
 * Each side stores `twin_state`: the other's data when it last caught up (`base`) and its own
 * fields still to translate (`pending`). What changed in the other since is `diffTwin(base,
 * other.data)`. Applying or dismissing a change moves this side's base forward; whatever this
 * side writes through these calls is also copied into the other's base, so it never comes back
 * as a change. Free text goes to the model server only when asked, at the AI price per text,
 * each distinct text charged once (a repeat reuses the recorded translation). The work on whole
 * resumes (translating, comparing, applying: twin-work.ts) runs in the worker pool's compute
 * threads, outside any transaction.
 */

export interface TwinContext extends ResumeContext {
  ai: AiProvider;
  untrusted: UntrustedWork;
}

const otherLanguage = (language: Language): Language => (language === "ar" ? "en" : "ar");
const TRANSLATE_SPENDER = "summaryImprovement" as const;

async function mustFind(db: Db, userId: string, id: string, forUpdate = false): Promise<ResumeRow> {
  const row = await findResumeOfUser(db, userId, id, { forUpdate });
  if (!row) throw new AppError("ResumeNotFound");
  return row;
}

/** A side's sync state: its base as stored (packed, or the twin's data when none is kept yet) and its marks. */
function stateOf(row: ResumeRow, twin: ResumeRow): { base: TwinBase; pending: PendingField[] } {
  return row.twinState
    ? { base: baseOf(row.twinState), pending: row.twinState.pending }
    : { base: twin.data, pending: [] };
}

const storedState = (base: string, pending: PendingField[]): StoredTwinState => ({ baseZ: base, pending });

/** A packed base caught up on some fields of `data` (in the worker pool); as it was when there are none. */
async function catchUp(ctx: TwinContext, base: string, data: ResumeData, keys: string[]): Promise<string> {
  if (keys.length === 0) return base;
  return runForRequest(() => ctx.untrusted.run("twinCatchUp", { base, data, keys }));
}

// ---------------------------------------------------------------------------------------------
// Free text through the model server.

const languageName = { ar: "Modern Standard Arabic", en: "English" } as const;

/** Lines of a rich-text field, and whether it was a bullet list. */
function textLines(html: string): { lines: string[]; list: boolean } {
  const lines = htmlToText(html)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return { lines, list: /<li[\s>]/i.test(html) };
}

function linesHtml(lines: string[], list: boolean, wasHtml: boolean): string {
  if (!wasHtml) return lines.join("\n");
  if (list) return `<ul>${lines.map((l) => `<li><p>${escapeHtml(l)}</p></li>`).join("")}</ul>`;
  return lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("");
}

/**
 * Translate free texts with the model server: a text translated before (by this user, into
 * this language) is reused for free; every other distinct text costs the AI price once, charged
 * with its recorded translation in one transaction. The balance must cover all new texts before
 * the first model call (PackageIsOver otherwise, nothing charged).
 */
async function translateTexts(
  ctx: TwinContext,
  userId: string,
  texts: TextField[],
  from: Language,
  to: Language,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (texts.length === 0) return out;
  if (ctx.ai.driver === "offline") throw new AppError("ModelServerRequired");
  const task = `translate-${from}-${to}`;
  const inputs = [...new Set(texts.map((t) => t.text))];
  const known = new Map(
    (
      await ctx.db
        .select({ input: aiRequests.input, output: aiRequests.output })
        .from(aiRequests)
        .where(
          and(eq(aiRequests.userId, userId), eq(aiRequests.task, task), inArray(aiRequests.input, inputs)),
        )
    ).map((r) => [r.input, r.output]),
  );
  const fresh = inputs.filter((i) => !known.has(i));
  const balance = await pointBalance(ctx.db, userId);
  if (balance < fresh.length * pointPrices[TRANSLATE_SPENDER]) throw new AppError("PackageIsOver");
  for (const input of fresh) {
    const { lines, list } = textLines(input);
    if (lines.length === 0) continue;
    const answer = await ctx.ai.run({
      name: "translate-resume-text",
      language: to,
      schema: z.object({ lines: z.array(z.string().trim().min(1).max(3000)).length(lines.length) }),
      system: `You are a professional translator of resumes for the Gulf job market. Translate each line from ${languageName[from]} into natural, professional ${languageName[to]}, one output line per input line, in the same order. Keep names of people, companies, tools and certificates as they are. Do not add, drop or change facts or numbers. Answer with {"lines": ["...", "..."]}.`,
      user: JSON.stringify({ lines }),
    });
    const output = linesHtml(answer.lines, list, /<[a-z][^>]*>/i.test(input));
    const id = randomUUID();
    const spent = await spendPoints(
      ctx.db,
      {
        userId,
        spender: TRANSLATE_SPENDER,
        reference: { id },
        idempotencyKey: `${TRANSLATE_SPENDER}:${id}`,
      },
      async (tx) => {
        await tx
          .insert(aiRequests)
          .values({ id, userId, task, language: to, driver: ctx.ai.driver, input, output });
      },
    );
    if (spent.replayed) throw new AppError("SomethingWentWrong");
    known.set(input, output);
  }
  for (const t of texts) {
    const translated = known.get(t.text);
    if (translated !== undefined) out.set(t.key, translated);
  }
  return out;
}

/** Write model translations into data and drop their "to translate" marks. */
function useTranslations(data: ResumeData, pending: PendingField[], translated: Map<string, string>) {
  for (const [key, text] of translated) writeField(data, key, text);
  return pending.filter((p) => !translated.has(p.key));
}

// ---------------------------------------------------------------------------------------------
// Calls.

async function freeSlug(db: Db, userId: string, wanted: string): Promise<string> {
  const taken = await listSlugsOfUser(db, userId);
  const stem = wanted.slice(0, resumeSlugMaxLength - 4);
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** POST /api/resume/:id/twin: the linked copy in the other language (201), at most one. */
export async function createTwin(
  ctx: TwinContext,
  userId: string,
  id: string,
  input: z.infer<typeof createTwinRequestSchema>,
): Promise<Resume> {
  const source = await mustFind(ctx.db, userId, id);
  if (source.twinId) throw new AppError("ResumeTwinExists");
  const from = source.data.metadata.language;
  const to = otherLanguage(from);
  const translation = await runForRequest(() =>
    ctx.untrusted.run("twinTranslation", { data: source.data, to }),
  );
  const data = translation.value;
  let pending = translation.pending;
  let twinBase = translation.twinBase;
  if (input.translateText) {
    const translated = await translateTexts(ctx, userId, translation.texts, from, to);
    pending = useTranslations(data, pending, translated);
    twinBase = await catchUp(ctx, twinBase, data, [...translated.keys()]);
  }
  const suffix = to === "en" ? " (English)" : " (عربي)";
  const title = input.title ?? `${source.title.slice(0, resumeTitleMaxLength - suffix.length)}${suffix}`;

  return ctx.db.transaction(async (tx) => {
    await lockUserForResumeWrite(tx, userId);
    // The head only: the twin's base of the source is the data it was made from (a later edit
    // of the source then shows as a change to take), so its content need not be read again.
    const current = await lockResumeHeadOfUser(tx, userId, id);
    if (!current) throw new AppError("ResumeNotFound");
    if (current.twinId) throw new AppError("ResumeTwinExists");
    const existing = await countResumesOfUser(tx, userId);
    if (existing >= ctx.resumeLimit) throw new AppError("ResumeLimitExceeded");
    const slug =
      input.slug ?? (await freeSlug(tx, userId, `${source.slug.slice(0, resumeSlugMaxLength - 7)}-${to}`));
    const twin = await insertResume(tx, {
      userId,
      title,
      slug,
      visibility: "private",
      language: to,
      isDefault: !(await hasDefaultResume(tx, userId)),
      data,
      twinId: current.id,
      twinState: storedState(translation.sourceBase, pending),
    });
    await setResumeFields(tx, current.id, {
      twinId: twin.id,
      twinState: storedState(twinBase, []),
    });
    return toResume(twin);
  });
}

const asText = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : "";

/** The sync state of `row` with its twin: the twin's changes (in the worker pool) and the marks. */
async function syncOf(ctx: TwinContext, row: ResumeRow, twin: ResumeRow | undefined): Promise<TwinSync> {
  if (!twin) return { twin: null, changes: [], pending: [] };
  const state = stateOf(row, twin);
  return {
    twin: {
      id: twin.id,
      title: twin.title,
      language: twin.language,
      updatedAt: twin.updatedAt.toISOString(),
    },
    changes: await runForRequest(() =>
      ctx.untrusted.run("twinChanges", { base: state.base, current: twin.data }),
    ),
    pending: state.pending
      .filter((p) => readField(row.data, p.key) !== undefined)
      .map((p) => ({
        ...p,
        source: asText(readField(twin.data, p.key)),
        current: asText(readField(row.data, p.key)),
      })),
  };
}

/** GET /api/resume/:id/twin: the link, the twin's changes since this resume caught up, marks. */
export async function getTwinSync(ctx: TwinContext, userId: string, id: string): Promise<TwinSync> {
  const row = await mustFind(ctx.db, userId, id);
  const twin = row.twinId ? await findResumeOfUser(ctx.db, userId, row.twinId) : undefined;
  return syncOf(ctx, row, twin);
}

/** Both rows of a pair as they are now (unlocked) with each side's state: what the worker's twin work starts from. */
async function readPair(db: Db, userId: string, id: string) {
  const row = await mustFind(db, userId, id);
  if (!row.twinId) throw new AppError("NotFound");
  const twin = await mustFind(db, userId, row.twinId);
  return { row, twin, state: stateOf(row, twin), twinSide: stateOf(twin, row) };
}

/**
 * Lock both rows of a pair (without their content) and check that neither was written since
 * `pair` was read: every write moves `updated_at`, and every content write the version.
 */
async function lockPair(tx: Db, userId: string, pair: { row: ResumeRow; twin: ResumeRow }) {
  const row = await lockResumeHeadOfUser(tx, userId, pair.row.id);
  if (!row) throw new AppError("ResumeNotFound");
  if (row.twinId !== pair.twin.id) throw new AppError("NotFound");
  const twin = await lockResumeHeadOfUser(tx, userId, pair.twin.id);
  const same = (head: typeof row, read: ResumeRow) =>
    head.version === read.version && head.updatedAt.getTime() === read.updatedAt.getTime();
  if (!twin || !same(row, pair.row) || !same(twin, pair.twin))
    throw new AppError("ResumeVersionConflict", { current: toResume(await mustFind(tx, userId, row.id)) });
}

/**
 * POST /api/resume/:id/twin/apply: apply (translated into this resume's language) or dismiss
 * the twin's changes with these ids; unknown ids are ignored (already caught up).
 */
export async function applyTwinChanges(
  ctx: TwinContext,
  userId: string,
  id: string,
  input: { changeIds: string[]; action: "apply" | "dismiss"; translateText: boolean },
): Promise<{ resume: Resume; sync: TwinSync }> {
  const pair = await readPair(ctx.db, userId, id);
  const { row, twin, state, twinSide } = pair;
  if (row.locked && input.action === "apply") throw new AppError("ResumeLocked");
  const applied = await runForRequest(() =>
    ctx.untrusted.run("twinApply", {
      target: row.data,
      source: twin.data,
      base: state.base,
      twinBase: twinSide.base,
      pending: state.pending,
      changeIds: input.changeIds,
      apply: input.action === "apply",
    }),
  );
  const { data: next, written } = applied;
  let pending = applied.pending;
  let twinBase = applied.twinBase;
  if (input.translateText && applied.texts.length > 0) {
    const translated = await translateTexts(ctx, userId, applied.texts, twin.language, row.language);
    pending = useTranslations(next, pending, translated);
    twinBase = await catchUp(ctx, twinBase, next, [...translated.keys()]);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, userId, pair);
    const dataChanged = written.length > 0;
    if (dataChanged)
      await setResumeFields(tx, twin.id, { twinState: storedState(twinBase, twinSide.pending) });
    return updateResumeRow(tx, id, {
      ...(dataChanged ? { data: next, version: row.version + 1 } : {}),
      twinState: storedState(applied.base, pending),
    });
  });
  return { resume: toResume(updated), sync: await syncOf(ctx, updated, twin) };
}

/**
 * PUT /api/resume/:id/twin/text: side by side, write one field of this resume (clearing its
 * mark) and optionally the same field of the twin; both bases catch up on the field.
 */
export async function setTwinText(
  ctx: TwinContext,
  userId: string,
  id: string,
  input: z.infer<typeof twinTextRequestSchema>,
): Promise<{ resume: Resume; sync: TwinSync }> {
  const pair = await readPair(ctx.db, userId, id);
  const { row, twin, state, twinSide } = pair;
  if (row.locked || (input.sourceText !== undefined && twin.locked)) throw new AppError("ResumeLocked");
  const written = await runForRequest(() =>
    ctx.untrusted.run("twinText", {
      data: row.data,
      twinData: twin.data,
      base: state.base,
      twinBase: twinSide.base,
      key: input.key,
      text: input.text,
      sourceText: input.sourceText,
    }),
  );
  if (!written) throw new AppError("NotFound");
  const saved = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, userId, pair);
    const updated = await updateResumeRow(tx, id, {
      data: written.data,
      version: row.version + 1,
      twinState: storedState(
        written.base,
        state.pending.filter((p) => p.key !== input.key),
      ),
    });
    const twinState = storedState(written.twinBase, twinSide.pending);
    if (!written.twinData) {
      await setResumeFields(tx, twin.id, { twinState });
      return { updated, twin };
    }
    const updatedTwin = await updateResumeRow(tx, twin.id, {
      twinState,
      data: written.twinData,
      version: twin.version + 1,
    });
    return { updated, twin: updatedTwin };
  });
  return { resume: toResume(saved.updated), sync: await syncOf(ctx, saved.updated, saved.twin) };
}

/** DELETE /api/resume/:id/twin: unlink both resumes (both stay); the resume as it is now. */
export async function unlinkTwin(ctx: TwinContext, userId: string, id: string): Promise<Resume> {
  return ctx.db.transaction(async (tx) => {
    const row = await mustFind(tx, userId, id, true);
    if (!row.twinId) return toResume(row);
    await updateResumeRow(tx, row.twinId, { twinId: null, twinState: null });
    return toResume(await updateResumeRow(tx, id, { twinId: null, twinState: null }));
  });
}
