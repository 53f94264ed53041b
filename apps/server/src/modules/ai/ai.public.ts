// What other modules may use of the AI services (modules/README.md): the paid AI flow and its
// context, and the prompt of a cover letter's rewrite (cover letters).
export { type AiContext, runPaidAiTask } from "./ai-context";
// Comparing a resume with a job text (the MCP server's compare tool, issue 43).
export { compareResumeWithJob } from "./compare.service";
export { coverLetterRewritePrompt } from "./prompts";
