import { randomUUID } from "node:crypto";
import { htmlToText } from "@sira/html";
import { type CompareBreakdown, compareResumeToJob, conceptLabel, type ResumeFeatures } from "@sira/nlp";
import type { Language, MatchBreakdown, MatchRequest, MatchResponse } from "@sira/schema";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AiTask } from "../../adapters/ai/ai";
import type { Db } from "../../db/client";
import { comparisons, jobs } from "../../db/schema";
import { readResumeFeatures } from "../jobs/jobs.public";
import { getResume } from "../resume/resume.public";
import { assertCanAfford } from "../wallet/wallet.public";
import { type AiContext, runPaidAiTask } from "./ai-context";
import { explainComparePrompt } from "./prompts";

const explanationSchema = z.object({
  explanation: z.string().trim().min(1).max(3000),
  fixes: z.array(z.string().trim().min(1).max(600)).min(1).max(8),
});

/** The engine's breakdown with every id labelled in `language`, as the result card shows it. */
export function toMatchBreakdown(b: CompareBreakdown, language: Language): MatchBreakdown {
  const label = (kind: "degree" | "language", id: string) => ({
    id,
    label: conceptLabel(kind, id, language),
  });
  return {
    mustHave: b.mustHave,
    niceToHave: b.niceToHave,
    title: b.title,
    years: { ...b.years, have: Math.floor(b.years.have * 10) / 10 },
    education: {
      required: b.education.required ? label("degree", b.education.required) : null,
      have: b.education.have ? label("degree", b.education.have) : null,
      score: b.education.score,
    },
    language: {
      required: b.language.required.map((id) => label("language", id)),
      missing: b.language.missing.map((id) => label("language", id)),
      score: b.language.score,
    },
    parts: b.parts,
  };
}

async function resumeFeaturesOf(
  ctx: AiContext,
  userId: string,
  resume: MatchRequest["resume"],
): Promise<{ features: ResumeFeatures; resumeId: string | null }> {
  // Read in the worker pool: a resume's text may be long.
  if (typeof resume === "string")
    return { features: await readResumeFeatures(ctx.untrusted, { text: resume }), resumeId: null };
  const saved = await getResume(ctx, userId, resume.id);
  return {
    features: await readResumeFeatures(ctx.untrusted, { data: saved.data, country: null }),
    resumeId: saved.id,
  };
}

async function existingJobId(db: Db, id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row?.id ?? null;
}

/**
 * POST /api/match: compare a resume (saved, by id, or text) with a job description, for
 * pointPrices.compare. The score, pass (above limits.passThreshold) and breakdown come from the
 * offline engine, so they are the same with or without a model server and work across Arabic
 * and English; a model server, when configured, writes the explanation and fixes from them.
 * The result is recorded with its charge; ResumeNotFound, PackageIsOver (checked before any
 * work) or a model failure charge nothing.
 */
export async function compareResumeWithJob(
  ctx: AiContext,
  userId: string,
  request: MatchRequest,
  language: Language,
): Promise<MatchResponse> {
  // The offline comparison is CPU work: check the balance first, so a user without points costs
  // nothing (the charge itself stays atomic in runPaidAiTask).
  await assertCanAfford(ctx.db, userId, "compare");
  const jobText = htmlToText(request.job);
  const { features, resumeId } = await resumeFeaturesOf(ctx, userId, request.resume);
  const base = compareResumeToJob(features, jobText, { language });
  const breakdown = toMatchBreakdown(base.breakdown, language);
  const jobId = await existingJobId(ctx.db, request.jobId);
  const id = randomUUID();
  const task: AiTask<z.infer<typeof explanationSchema>> = {
    name: "compare",
    language,
    schema: explanationSchema,
    ...explainComparePrompt({ score: base.score, pass: base.pass, breakdown }, language),
    offline: () => ({ explanation: base.explanation, fixes: base.fixes }),
  };
  return runPaidAiTask(ctx, { userId, spender: "compare", referenceId: id, task }, async (tx, answer) => {
    const result: MatchResponse = { id, score: base.score, pass: base.pass, ...answer, breakdown };
    await tx
      .insert(comparisons)
      .values({ id, userId, resumeId, jobId, jobText, score: base.score, language, result });
    return result;
  });
}
