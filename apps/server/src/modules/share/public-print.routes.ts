import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import { requesterOf } from "../../http/requester";
import {
  buildPrintDocument,
  downloadDisposition,
  obtainFile,
  obtainPreview,
  type PrintContext,
  printPriorityOf,
  usesPremiumDesign,
} from "../print/print.public";
import { isPremium } from "../wallet/wallet.public";
import { countShareEvent, findPublicResumeView, type ShareContext } from "./share.service";

const publicParams = z.object({ username: z.string().min(1).max(100), slug: z.string().min(1).max(200) });

/**
 * Limits of the public print path per viewer (`requesterOf`: the user signed in, else the
 * address): a PDF or preview that is not cached costs a browser run.
 */
export const publicPrintLimits = {
  pdfPerMinute: 10,
  previewPerMinute: 30,
} as const;

/**
 * The public print path (issue 23), apart from the owner's: any visitor downloads a public
 * resume's PDF, and crawlers get its first page as the og:image. Both print exactly what the
 * public page shows (hidden contact details stay hidden), are cached per content (unchanged
 * content never prints again), rate limited per IP, and never charge anyone points.
 *
 * GET /api/public/:username/:slug/pdf          the PDF, as a download (counted once a day per visitor)
 * GET /api/public/:username/:slug/preview.webp the first page as an image
 */
export function registerPublicPrintRoutes(app: FastifyInstance, print: PrintContext, share: ShareContext) {
  app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      nameSpace: "sira-public-print:",
      keyGenerator: requesterOf,
      errorResponseBuilder: () => new AppError("RateLimited"),
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/api/public/:username/:slug/pdf",
      {
        config: { rateLimit: { max: publicPrintLimits.pdfPerMinute, timeWindow: 60_000 } },
        schema: { params: publicParams },
      },
      async (request, reply) => {
        const view = await findPublicResumeView(share, request.params.username, request.params.slug);
        const { resume } = view;
        if (usesPremiumDesign(resume.data) && !(await isPremium(print.db, resume.userId)))
          throw new AppError("PremiumRequired");
        const doc = await buildPrintDocument(print.document, resume.userId, view.answer.data);
        const priority = await printPriorityOf(print.db, request.user?.id);
        const source = await obtainFile(print, resume, doc, "pdf", priority);
        let fileKey: string;
        try {
          fileKey = (await source.record(print.db)).fileKey;
        } catch (error) {
          await source.discard();
          throw error;
        }
        const file = await print.files.get(fileKey);
        if (!file) throw new AppError("NotFound");
        await countShareEvent(share, request, resume.id, "download");
        return reply
          .header("content-type", "application/pdf")
          .header(
            "content-disposition",
            downloadDisposition(view.answer.data.basics.name || resume.slug, "pdf", "attachment"),
          )
          .header("cache-control", "no-store")
          .header("x-content-type-options", "nosniff")
          .send(Buffer.from(file.body));
      },
    );

    r.get(
      "/api/public/:username/:slug/preview.webp",
      {
        config: { rateLimit: { max: publicPrintLimits.previewPerMinute, timeWindow: 60_000 } },
        schema: { params: publicParams },
      },
      async (request, reply) => {
        const view = await findPublicResumeView(share, request.params.username, request.params.slug);
        const { resume } = view;
        const doc = await buildPrintDocument(print.document, resume.userId, view.answer.data);
        const row = await obtainPreview(print, resume, doc, "share-preview", request.user?.id);
        const file = await print.files.get(row.fileKey);
        if (!file) throw new AppError("NotFound");
        return reply
          .header("content-type", "image/webp")
          .header("cache-control", "public, max-age=300")
          .header("x-content-type-options", "nosniff")
          .send(Buffer.from(file.body));
      },
    );
  });
}
