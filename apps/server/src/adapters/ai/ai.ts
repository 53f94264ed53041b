import type { Language } from "@sira/schema";
import type { z } from "zod";

/** One AI task: a name (for logs and prompts), the answer's schema, and the prompt in a language. */
export interface AiTask<T> {
  name: string;
  language: Language;
  schema: z.ZodType<T>;
  system: string;
  user: string;
  /**
   * The offline engine's answer, for tasks algorithms can do honestly (compare, interview
   * questions and feedback). Absent for generative tasks (improve, translate, write bullets),
   * which the offline provider refuses with ModelServerRequired.
   */
  offline?: () => T;
}

/**
 * "Run this task and return data matching this schema." The OpenAI-compatible adapter asks a
 * model server; the offline engine answers the tasks algorithms can do honestly and refuses
 * the generative ones with ModelServerRequired.
 */
export interface AiProvider {
  readonly driver: "openai-compatible" | "offline";
  run<T>(task: AiTask<T>): Promise<T>;
}
