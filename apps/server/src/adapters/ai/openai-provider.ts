import type OpenAI from "openai";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import type { AiProvider, AiTask } from "./ai";

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request; the whole task may take twice this with the one retry. */
  timeoutMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** The fetch requests go through: the guarded outbound client's in the app (see select-provider). */
  fetch?: typeof globalThis.fetch;
}

function parseAnswer<T>(
  schema: z.ZodType<T>,
  content: string | null | undefined,
): { ok: true; data: T } | { ok: false; problem: string } {
  if (!content) return { ok: false, problem: "empty answer" };
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^```(?:json)?\s*|(?<!\s)\s*```$/g, ""));
  } catch {
    return { ok: false, problem: "the answer is not JSON" };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    problem: parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; "),
  };
}

/**
 * Any OpenAI-compatible chat server (OpenAI, Azure, Ollama, vLLM, LM Studio). Asks for JSON
 * matching the task's schema, validates every answer with zod, retries once with the problem
 * explained when the answer is malformed, and fails with SomethingWentWrong after that or on a
 * timeout or server error (so the caller charges nothing).
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  // The OpenAI client is loaded with the first task, not at start.
  let openAi: Promise<OpenAI> | undefined;
  const clientOf = () => {
    openAi ??= import("openai").then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: options.baseUrl,
          apiKey: options.apiKey || "not-needed",
          timeout: options.timeoutMs ?? 30_000,
          maxRetries: 0,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
    );
    return openAi;
  };
  return {
    driver: "openai-compatible",
    async run<T>(task: AiTask<T>): Promise<T> {
      const jsonSchema = JSON.stringify(z.toJSONSchema(task.schema));
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        {
          role: "system",
          content: `${task.system}\n\nAnswer with one JSON object matching this JSON Schema, and nothing else:\n${jsonSchema}`,
        },
        { role: "user", content: task.user },
      ];
      for (let attempt = 1; attempt <= 2; attempt++) {
        let content: string | null | undefined;
        try {
          const completion = await (await clientOf()).chat.completions.create({
            model: options.model,
            messages,
            response_format: { type: "json_object" },
            temperature: 0.3,
          });
          content = completion.choices[0]?.message.content;
        } catch (error) {
          options.log?.("ai request failed", { task: task.name, attempt, error: String(error) });
          throw new AppError("SomethingWentWrong");
        }
        const answer = parseAnswer(task.schema, content);
        if (answer.ok) return answer.data;
        options.log?.("ai answer malformed", { task: task.name, attempt, problem: answer.problem });
        messages.push(
          { role: "assistant", content: content ?? "" },
          {
            role: "user",
            content: `That answer was not valid (${answer.problem}). Answer again with only the JSON object.`,
          },
        );
      }
      throw new AppError("SomethingWentWrong");
    },
  };
}
