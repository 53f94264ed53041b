import path from "node:path";
import { pathToFileURL } from "node:url";
import { serverRoot } from "./paths";
import type * as tasks from "./untrusted-tasks";
import {
  createUntrustedPool,
  type TaskKind,
  type UntrustedPool,
  type UntrustedPoolOptions,
} from "./workers/untrusted-pool";

/** The server's tasks by name (untrusted-tasks.ts, the worker thread's entry). */
export type UntrustedTasks = typeof tasks;

/** The server's pool for untrusted work, typed with its tasks: what modules are given. */
export type UntrustedWork = UntrustedPool<UntrustedTasks>;

/** The kind (queue and threads) each task runs under; a new task names its kind here. */
export const untrustedTaskKinds: Record<keyof UntrustedTasks, TaskKind> = {
  importFile: "import",
  renderParts: "render",
  renderReflow: "render",
  renderAtsSafe: "render",
  atsText: "pdfText",
  atsSafeText: "pdfText",
  exportFile: "render",
  readJobPage: "import",
  readFeedBody: "import",
  resumeFeatures: "compute",
  twinTranslation: "compute",
  twinChanges: "compute",
  twinApply: "compute",
  twinChangeCounts: "compute",
  twinText: "compute",
  twinCatchUp: "compute",
  atsReport: "compute",
  prepareJobRows: "compute",
  tailorScore: "compute",
  tailorProposals: "compute",
  tailorAccept: "compute",
  tailorRewriteReview: "compute",
  coverLetterDraft: "compute",
  coverLetterInvented: "compute",
  assessInterviewAnswer: "compute",
};

/**
 * The worker thread's entry: dist/workers/untrusted.js, bundled by build.mjs beside dist/main.js,
 * or, running from sources (tests, `npm run dev`, the benches), untrusted-tasks.ts, which the
 * pool bundles on first use.
 */
function untrustedWorker(): URL {
  const here = import.meta.url;
  // tsx's tsImport (the benches) adds a query to the URL: look at the path only.
  if (new URL(here).pathname.endsWith(".ts")) return new URL("./untrusted-tasks.ts", here);
  // Built: from the package root, wherever the bundle put this code (main.js or a chunk).
  return pathToFileURL(path.join(serverRoot(), "dist/workers/untrusted.js"));
}

/**
 * The server's worker pool (workers/untrusted-pool.ts) with its tasks and their kinds. `worker`
 * replaces the tasks' file (tests: test/helpers/slow-tasks.worker.ts re-exports them with some
 * made slow).
 */
export function createUntrustedWork(
  options: Omit<UntrustedPoolOptions<UntrustedTasks>, "worker" | "kinds"> & { worker?: URL } = {},
): UntrustedWork {
  return createUntrustedPool<UntrustedTasks>({
    ...options,
    worker: options.worker ?? untrustedWorker(),
    kinds: untrustedTaskKinds,
  });
}
