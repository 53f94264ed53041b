import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../http/admin-guard";
import type { TaskQueue } from "./task-queue";

/** GET /api/admin/queue (operator, bearer ADMIN_TOKEN): the task queue's status (`npm run admin -- queue`). */
export function registerQueueRoutes(
  app: FastifyInstance,
  deps: { config: { ADMIN_TOKEN?: string }; queue: Pick<TaskQueue, "status"> },
) {
  app.get("/api/admin/queue", { onRequest: requireAdmin(deps.config.ADMIN_TOKEN) }, async () =>
    deps.queue.status(),
  );
}
