import { randomUUID } from "node:crypto";
import { escapeHtml, htmlToText } from "@sira/html";
import { detectLanguage } from "@sira/nlp";
import type { Language, WritingRequest, WritingResponse } from "@sira/schema";
import { z } from "zod";
import type { AiTask } from "../../adapters/ai/ai";
import type { Db } from "../../db/client";
import { aiRequests } from "../../db/schema";
import { type AiContext, runPaidAiTask } from "./ai-context";
import { improveSummaryPrompt, translateSummaryPrompt, writeListPrompt } from "./prompts";

const textAnswerSchema = z.object({ text: z.string().trim().min(1).max(3000) });
const bulletsAnswerSchema = z.object({ bullets: z.array(z.string().trim().min(1).max(400)).min(1).max(8) });

/** Paragraphs of plain text as rich-editor HTML. */
function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

function cleanInput(text: string): string {
  return htmlToText(text)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

/**
 * POST /api/openai: improve a summary (3 points), translate it to English (3 points, the same
 * spender) or write bullet text for an item (3 points), as a suggestion the user accepts or
 * rejects. Needs a model server: on the offline engine it answers ModelServerRequired and charges
 * nothing. The suggestion is recorded with its charge.
 */
export async function writeWithAi(
  ctx: AiContext,
  userId: string,
  request: WritingRequest,
): Promise<WritingResponse> {
  const input = cleanInput(request.text);
  const translate = request.type === "summary" && request.changeLanguage === "english";
  const language: Language = translate ? "en" : (request.language ?? detectLanguage(input));
  const id = randomUUID();
  const record = async (tx: Db, output: WritingResponse) => {
    await tx.insert(aiRequests).values({
      id,
      userId,
      task: translate ? "translate-summary" : request.type === "list" ? "write-list" : "improve-summary",
      language,
      driver: ctx.ai.driver,
      input,
      output: output.text,
    });
    return output;
  };

  if (request.type === "list") {
    const task: AiTask<z.infer<typeof bulletsAnswerSchema>> = {
      name: "write-list",
      language,
      schema: bulletsAnswerSchema,
      ...writeListPrompt(input, language),
    };
    return runPaidAiTask(ctx, { userId, spender: "listWriting", referenceId: id, task }, (tx, answer) =>
      record(tx, {
        text: answer.bullets.map((b) => `- ${b}`).join("\n"),
        html: `<ul>${answer.bullets.map((b) => `<li><p>${escapeHtml(b)}</p></li>`).join("")}</ul>`,
      }),
    );
  }
  const task: AiTask<z.infer<typeof textAnswerSchema>> = {
    name: translate ? "translate-summary" : "improve-summary",
    language,
    schema: textAnswerSchema,
    ...(translate ? translateSummaryPrompt(input) : improveSummaryPrompt(input, language)),
  };
  return runPaidAiTask(ctx, { userId, spender: "summaryImprovement", referenceId: id, task }, (tx, answer) =>
    record(tx, { text: answer.text, html: paragraphsHtml(answer.text) }),
  );
}
