import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../app-deps";
import { requireAdmin } from "../http/admin-guard";

/** GET /api/admin/queue (operator, bearer ADMIN_TOKEN): the task queue's status (`npm run admin -- queue`). */
export function registerQueueRoutes(app: FastifyInstance, deps: RunningDeps) {
  app.get("/api/admin/queue", { onRequest: requireAdmin(deps.config.ADMIN_TOKEN) }, async () =>
    deps.queue.status(),
  );
}
