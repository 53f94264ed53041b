/**
 * The untrusted-work pool's worker thread (workers/untrusted-pool.ts): every task, by name, each
 * from the module that owns it (`<module>.tasks.ts`). An entry point like main.ts (bundled as
 * dist/workers/untrusted.js): it runs the modules' thread-side code. Each task takes and returns
 * plain data (structured clone); none may touch the database or files. Each task's kind is in
 * untrusted-work.ts.
 */
export * from "./modules/ai/ai.tasks";
export * from "./modules/ats/ats.tasks";
export * from "./modules/cover-letters/cover-letters.tasks";
export * from "./modules/import/import.tasks";
export * from "./modules/jobs/jobs.tasks";
export * from "./modules/print/print.tasks";
export * from "./modules/resume/resume.tasks";
export * from "./modules/share/share.tasks";
