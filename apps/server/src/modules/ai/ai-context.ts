import type { PointSpender } from "@sira/schema";
import type { AiProvider, AiTask } from "../../adapters/ai/ai";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { UntrustedWork } from "../../untrusted-work";
import type { ResumeContext } from "../resume/resume.public";
import { assertCanAfford, spendPoints } from "../wallet/wallet.public";

/**
 * What the AI services need: the database, the active provider, the resume rules' limit and the
 * worker pool that reads resumes' features.
 */
export interface AiContext extends ResumeContext {
  ai: AiProvider;
  untrusted: UntrustedWork;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The paid AI flow (docs/design.md "AI"): refuse a generative task on the offline engine with
 * ModelServerRequired, check the balance (PackageIsOver early, before a slow model call), run
 * the task (schema-validated answer), review it when asked, then charge the spender's price and `record` the result
 * in one transaction. Any failure before the commit charges nothing; two concurrent calls with
 * balance for one leave one charged and the other PackageIsOver (spendPoints decides atomically).
 */
export async function runPaidAiTask<T, R, V = T>(
  ctx: AiContext,
  input: {
    userId: string;
    spender: PointSpender;
    referenceId: string;
    task: AiTask<T>;
    /**
     * Work on the answer before the charge, outside the transaction (the no-invention check in
     * the worker pool): what it returns is what `record` gets; a throw charges nothing.
     */
    review?: (answer: T) => Promise<V>;
  },
  record: (tx: Db, answer: V) => Promise<R>,
): Promise<R> {
  if (ctx.ai.driver === "offline" && !input.task.offline) {
    ctx.log?.("ai task refused: no model server (set AI_BASE_URL, see README)", { task: input.task.name });
    throw new AppError("ModelServerRequired");
  }
  await assertCanAfford(ctx.db, input.userId, input.spender);
  const raw = await ctx.ai.run(input.task);
  const answer = input.review ? await input.review(raw) : (raw as unknown as V);
  const spent = await spendPoints(
    ctx.db,
    {
      userId: input.userId,
      spender: input.spender,
      reference: { id: input.referenceId },
      idempotencyKey: `${input.spender}:${input.referenceId}`,
    },
    (tx) => record(tx, answer),
  );
  // Reference ids are fresh UUIDs, so a replay means the same call ran twice: never silently free.
  if (spent.replayed) throw new AppError("SomethingWentWrong");
  return spent.result;
}

/**
 * Run a free enrichment task (interview feedback, report): the model's answer when it gives a
 * valid one, else the offline answer, so a flaky model server never loses the user's progress.
 */
export async function runWithOfflineFallback<T>(
  ctx: AiContext,
  task: AiTask<T> & { offline: () => T },
): Promise<T> {
  try {
    return await ctx.ai.run(task);
  } catch (error) {
    ctx.log?.("ai enrichment failed, using the offline answer", { task: task.name, error: String(error) });
    return task.offline();
  }
}
