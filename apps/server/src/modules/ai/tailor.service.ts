import { randomBytes, randomUUID } from "node:crypto";
import { htmlToText } from "@sira/html";
import type { TailorChange } from "@sira/nlp/tailor";
import {
  type AcceptTailorResponse,
  type CreateTailorRequest,
  type CreateTailorResponse,
  type Language,
  latinSlug,
  type ResumeData,
  type RewriteTailorResponse,
  type TailorState,
} from "@sira/schema";
import { z } from "zod";
import type { AiTask } from "../../adapters/ai/ai";
import { aiRequests } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { runForRequest } from "../../http/task-failure";
import {
  applicationJobAndResume,
  createApplication,
  linkApplicationResume,
} from "../applications/applications.public";
import { getResume, importResume, updateResume } from "../resume/resume.public";
import { type AiContext, runPaidAiTask } from "./ai-context";
import { tailorRewritePrompt } from "./prompts";

/**
 * "Tailor for this job" (issue 41). The copy of a resume made for one application is linked
 * through applications.resume_id; its proposals come from @sira/nlp/tailor (offline, free)
 * and, with a model server, from rewritten sentences (pointPrices.listWriting). Every change
 * passes the no-invention check against the copy as it is before the change. Scoring, proposing
 * and checking read the user's resume and the posting, so they run in the worker pool
 * (ai.tasks.ts), never on the event loop.
 */

const jobTextOf = (job: { position: string; description: string }) =>
  `${job.position}\n${htmlToText(job.description)}`;

async function linkedResume(ctx: AiContext, userId: string, applicationId: string) {
  const application = await applicationJobAndResume(ctx.db, userId, applicationId);
  const jobText = jobTextOf(application);
  if (!application.resumeId) throw new AppError("NotFound");
  const resume = await getResume(ctx, userId, application.resumeId);
  return { application, jobText, resume };
}

/** Lowercase letters for a unique slug suffix (a slug part is letters, then digits). */
const randomLetters = (n: number) =>
  Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");

/** The compare score of a resume for the posting, in the worker pool. */
const scoreOf = (ctx: AiContext, data: ResumeData, jobText: string) =>
  runForRequest(() => ctx.untrusted.run("tailorScore", { data, jobText }));

/**
 * POST /api/tailor: keep the job in the tracker (a catalogue job is saved, status saved; a card
 * is reused), copy the chosen resume as "<position> — <company>" (same data, so same template)
 * and link the copy to the application. ResumeNotFound / NotFound for what is not the user's.
 */
export async function createTailoredCopy(
  ctx: AiContext,
  userId: string,
  request: CreateTailorRequest,
): Promise<CreateTailorResponse> {
  const source = await getResume(ctx, userId, request.resumeId);
  const applicationId =
    "jobId" in request
      ? (await createApplication(ctx.db, userId, { jobId: request.jobId, status: "saved" })).application.id
      : request.applicationId;
  const application = await applicationJobAndResume(ctx.db, userId, applicationId);
  const jobText = jobTextOf(application);
  const title = [application.position, application.company].filter(Boolean).join(" — ").slice(0, 200);
  // Tailoring the same job again opens the copy already made for it.
  if (application.resumeId) {
    const linked = await getResume(ctx, userId, application.resumeId).catch(() => undefined);
    if (linked?.title === title)
      return { applicationId, resume: linked, score: await scoreOf(ctx, source.data, jobText) };
  }
  // A Latin slug even for an Arabic posting (issue 42): a shared link stays short in a chat.
  const slug = (latinSlug(title) || "resume").slice(0, 80).split("-").filter(Boolean).join("-");
  const resume = await importResume(ctx, userId, {
    title: title || source.title,
    slug: `${slug}-${randomLetters(6)}`,
    data: source.data,
  });
  await linkApplicationResume(ctx.db, userId, application.id, resume.id);
  return { applicationId: application.id, resume, score: await scoreOf(ctx, source.data, jobText) };
}

/** GET /api/tailor/:applicationId: the copy's compare score and the offline proposals. */
export async function getTailorState(
  ctx: AiContext,
  userId: string,
  applicationId: string,
): Promise<TailorState> {
  const { application, jobText, resume } = await linkedResume(ctx, userId, applicationId);
  const { score, proposals } = await runForRequest(() =>
    ctx.untrusted.run("tailorProposals", { data: resume.data, jobText }),
  );
  return {
    application: {
      id: application.id,
      position: application.position,
      company: application.company,
      resumeId: resume.id,
    },
    score,
    proposals,
  };
}

/**
 * POST /api/tailor/:applicationId/accept: apply one change to the linked copy after the
 * no-invention check (TailorInvented, 422, when it adds a fact the copy does not show;
 * NotFound when it no longer fits); the version guards against a stale editor like autosave.
 */
export async function acceptTailorChange(
  ctx: AiContext,
  userId: string,
  applicationId: string,
  input: { change: TailorChange; version: number },
): Promise<AcceptTailorResponse> {
  const { jobText, resume } = await linkedResume(ctx, userId, applicationId);
  const checked = await runForRequest(() =>
    ctx.untrusted.run("tailorAccept", { data: resume.data, jobText, change: input.change }),
  );
  if (checked.outcome === "not-applicable") throw new AppError("NotFound");
  if (checked.outcome === "invented") throw new AppError("TailorInvented", { facts: checked.facts });
  const saved = await updateResume(ctx, userId, resume.id, {
    title: resume.title,
    slug: resume.slug,
    visibility: resume.visibility,
    data: checked.data,
    version: input.version,
  });
  return { resume: saved, score: checked.score };
}

const rewriteAnswerSchema = z.object({
  items: z
    .array(
      z.object({ id: z.string().max(64), bullets: z.array(z.string().trim().min(1).max(400)).min(1).max(8) }),
    )
    .max(12),
});

/**
 * POST /api/tailor/:applicationId/rewrite: the model server rewrites the visible experience
 * items for the posting (pointPrices.listWriting, confirmed in the app; ModelServerRequired on
 * the offline engine, nothing charged). Every rewritten item passes the no-invention check or is
 * returned under `refused` with the facts it would have added.
 */
export async function rewriteForJob(
  ctx: AiContext,
  userId: string,
  applicationId: string,
): Promise<RewriteTailorResponse> {
  const { jobText, resume } = await linkedResume(ctx, userId, applicationId);
  const language: Language = resume.data.metadata.language;
  const items = resume.data.sections.experience.items
    .filter((i) => i.visible && htmlToText(i.summary).trim())
    .slice(0, 12);
  if (!items.length) return { proposals: [], refused: [] };
  const input = {
    job: jobText.slice(0, 6000),
    items: items.map((i) => ({
      id: i.id,
      position: i.position,
      company: i.company,
      text: htmlToText(i.summary),
    })),
  };
  const id = randomUUID();
  const task: AiTask<z.infer<typeof rewriteAnswerSchema>> = {
    name: "tailor-rewrite",
    language,
    schema: rewriteAnswerSchema,
    ...tailorRewritePrompt(input, language),
  };
  // The review (no-invention check and scores) runs in the worker pool before the charge, out
  // of the transaction; its failure charges nothing.
  const review = async (answer: z.infer<typeof rewriteAnswerSchema>) => ({
    answer,
    ...(await runForRequest(() =>
      ctx.untrusted.run("tailorRewriteReview", { data: resume.data, jobText, items: answer.items }),
    )),
  });
  const paid = { userId, spender: "listWriting" as const, referenceId: id, task, review };
  return runPaidAiTask(ctx, paid, async (tx, { answer, proposals, refused }) => {
    await tx.insert(aiRequests).values({
      id,
      userId,
      task: "tailor-rewrite",
      language,
      driver: ctx.ai.driver,
      input: JSON.stringify(input).slice(0, 20_000),
      output: JSON.stringify(answer).slice(0, 20_000),
    });
    return { proposals, refused };
  });
}
