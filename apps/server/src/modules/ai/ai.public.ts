// What other modules may use of the AI services (modules/README.md): the paid AI flow and its
// context, and the prompt of a cover letter's rewrite (cover letters).
export { type AiContext, runPaidAiTask } from "./ai-context";
export { coverLetterRewritePrompt } from "./prompts";
