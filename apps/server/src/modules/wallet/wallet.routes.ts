import {
  adminGrantPointsRequestSchema,
  adminGrantPointsResponseSchema,
  subscriptionResponseSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
} from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { requireAdmin } from "../../http/admin-guard";
import { currentUser, requireUser } from "../../http/auth-guard";
import { grantPoints } from "./grant-points";
import { getSubscription, listTransactions } from "./wallet.service";

/**
 * GET /api/subscription (balance and premium), GET /api/subscription/transactions (the ledger,
 * paged newest first) and the operator's POST /api/admin/points (bearer ADMIN_TOKEN).
 */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/subscription",
    { onRequest: requireUser, schema: { response: { 200: subscriptionResponseSchema } } },
    async (request) => getSubscription(db, currentUser(request).id),
  );
  r.get(
    "/api/subscription/transactions",
    {
      onRequest: requireUser,
      schema: { querystring: transactionsQuerySchema, response: { 200: transactionsPageSchema } },
    },
    async (request) => listTransactions(db, currentUser(request).id, request.query),
  );
  r.post(
    "/api/admin/points",
    {
      onRequest: requireAdmin(deps.config.ADMIN_TOKEN),
      schema: { body: adminGrantPointsRequestSchema, response: { 201: adminGrantPointsResponseSchema } },
    },
    async (request, reply) => {
      const granted = await grantPoints(db, request.body);
      request.log.info(
        { userId: granted.userId, points: request.body.points, reason: request.body.reason },
        "points granted by operator",
      );
      return reply.status(201).send(granted);
    },
  );
}
