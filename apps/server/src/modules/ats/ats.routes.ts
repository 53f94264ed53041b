import { atsReportSchema } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import type { PrintContext } from "../print/print.public";
import { getAtsReport } from "./ats.service";

const idParams = z.object({ id: z.string().min(1).max(100) });

/** GET /api/resume/ats/:id: what screening systems read from the owner's PDF (free). */
export function registerAtsRoutes(app: FastifyInstance, printing: PrintContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/resume/ats/:id",
      { onRequest: requireUser, schema: { params: idParams, response: { 200: atsReportSchema } } },
      async (request) => getAtsReport(printing, currentUser(request).id, request.params.id),
    );
}
