import multipart from "@fastify/multipart";
import { imageUploadResponseSchema } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStore } from "../../adapters/files/files";
import { AppError } from "../../http/app-error";
import { currentUser, requireUser } from "../../http/auth-guard";
import type { AuthContext } from "../auth/auth.public";
import { readPicture, storePicture } from "./picture.service";

/** Largest accepted upload before re-encoding. */
const maxUploadBytes = 8 * 1024 * 1024;

/**
 * PUT /api/storage/image (multipart field `file`) stores a re-encoded picture and answers its URL
 * in `data`; GET /api/storage/image/{userId}/{file} serves it to its owner or a signed URL.
 * Multipart parsing is registered only in this scope.
 */
export async function registerPictureRoutes(app: FastifyInstance, ctx: AuthContext, files: FileStore) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.put(
      "/api/storage/image",
      { preHandler: requireUser, schema: { response: { 200: imageUploadResponseSchema } } },
      async (request) => {
        const upload = await request.file();
        if (upload?.fieldname !== "file") throw new AppError("ValidationError");
        const url = await storePicture(
          files,
          ctx.keys.images,
          currentUser(request).id,
          await upload.toBuffer(),
        );
        return { data: url };
      },
    );
    r.get(
      "/api/storage/image/:userId/:file",
      {
        schema: {
          params: z.object({
            userId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
            file: z.string().regex(/^[a-f0-9-]{36}\.webp$/),
          }),
          querystring: z.object({ sig: z.string().max(64).optional() }),
        },
      },
      async (request, reply) => {
        const found = await readPicture(files, ctx.keys.images, {
          ...request.params,
          sig: request.query.sig,
          viewerId: request.user?.id,
        });
        return reply
          .header("content-type", found.contentType)
          .header("cache-control", "private, max-age=86400")
          .header("x-content-type-options", "nosniff")
          .send(Buffer.from(found.body));
      },
    );
  });
}
