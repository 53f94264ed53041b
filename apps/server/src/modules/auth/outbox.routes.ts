import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { requireAdmin } from "../../http/admin-guard";

const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const outboxResponseSchema = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    link: z.string().nullable(),
    text: z.string(),
    createdAt: z.string(),
  }),
);

/** The newest outbox mails, optionally for one address (operator and end-to-end tests). */
export async function listOutbox(db: Db, query: z.infer<typeof outboxQuerySchema>) {
  const rows = await db
    .select()
    .from(outbox)
    .where(query.to ? eq(outbox.toAddress, query.to) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    link: row.link,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET /api/admin/outbox?to=&limit= (bearer ADMIN_TOKEN): the embedded mail outbox, newest first. */
export function registerOutboxRoutes(app: FastifyInstance, db: Db, adminToken: string | undefined) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/outbox",
    {
      onRequest: requireAdmin(adminToken),
      schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } },
    },
    async (request) => listOutbox(db, request.query),
  );
}
