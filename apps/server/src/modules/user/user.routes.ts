import { deleteAccountRequestSchema, updateUserRequestSchema, userSchema } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FileStore } from "../../adapters/files/files";
import { currentUser, requireUser } from "../../http/auth-guard";
import { type AuthContext, clearSessionCookies, deleteAccount, presentUser } from "../auth/auth.public";
import { updateUser } from "./user.service";

/**
 * GET /api/user/me (the signed-in user, 401 otherwise), PATCH /api/user/me (profile, locale) and
 * DELETE /api/user/me (the account, its rows and its files; signed out).
 */
export function registerUserRoutes(app: FastifyInstance, ctx: AuthContext, files: FileStore) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/user/me", { preHandler: requireUser, schema: { response: { 200: userSchema } } }, (request) =>
    presentUser(ctx.db, currentUser(request)),
  );
  r.patch(
    "/api/user/me",
    { preHandler: requireUser, schema: { body: updateUserRequestSchema, response: { 200: userSchema } } },
    async (request) => presentUser(ctx.db, await updateUser(ctx, currentUser(request), request.body)),
  );
  r.delete(
    "/api/user/me",
    { preHandler: requireUser, schema: { body: deleteAccountRequestSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      await deleteAccount(ctx.db, user, request.body);
      // The rows are gone; a file the store fails to delete is logged, the deletion stands.
      await files.deleteFolder(`user/${user.id}`).catch((error: unknown) => {
        request.log.warn({ userId: user.id, err: error }, "files of a deleted account could not be deleted");
      });
      clearSessionCookies(reply);
      return reply.code(204).send();
    },
  );
}
