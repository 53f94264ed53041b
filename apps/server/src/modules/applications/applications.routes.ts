import { resumeDataSchema, uiDirectionOf } from "@sira/schema";
import {
  alertRunSchema,
  alertSettingsSchema,
  applicationDraftRequestSchema,
  applicationDraftSchema,
  applicationListSchema,
  applicationSchema,
  createApplicationRequestSchema,
  savedJobIdsSchema,
  updateApplicationRequestSchema,
} from "@sira/schema/application-api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Mailer } from "../../adapters/mail/mail";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { requireAdmin } from "../../http/admin-guard";
import { currentUser, requireUser } from "../../http/auth-guard";
import type { OutboundClient } from "../../http/guarded-fetch";
import { requestLocale } from "../../http/language";
import { hasOwnMessages, messagesOf, type ServerMessages } from "../../http/messages";
import type { UntrustedWork } from "../../untrusted-work";
import type { JobMatcher } from "../jobs/jobs.public";
import {
  createApplication,
  deleteApplication,
  draftApplication,
  getApplication,
  getSentResume,
  listApplications,
  listSavedJobIds,
  unsaveJob,
  updateApplication,
} from "./applications.service";
import {
  checkUnsubscribeLink,
  getAlertFrequency,
  sendJobAlerts,
  setAlertFrequency,
  unsubscribeFromAlerts,
} from "./job-alerts.service";

const idParams = z.object({ id: z.string().min(1).max(100) });
const jobParams = z.object({ jobId: z.string().min(1).max(100) });
const unsubscribeQuery = z.object({
  u: z.string().min(1).max(100),
  s: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  sig: z.string().min(1).max(100),
});
const sentResumeSchema = z.object({
  title: z.string(),
  version: z.number(),
  at: z.string(),
  data: resumeDataSchema,
});

/** What the tracker routes talk to. */
export interface ApplicationsContext {
  db: Db;
  mailer: Mailer;
  matcher: JobMatcher;
  outbound: OutboundClient;
  untrusted: UntrustedWork;
  /**
   * Print what was sent with an application that has moved on from Saved (the PDFs of its
   * frozen resume and cover letter, cover letters module); failures are logged, and a download
   * prints them later from the same frozen data.
   */
  printSent: (userId: string, applicationId: string) => Promise<void>;
  /** Run `remove` (the application's delete), then remove the stored PDFs of what was sent with it. */
  deleteWithSent: (userId: string, applicationId: string, remove: () => Promise<void>) => Promise<void>;
}

/**
 * The unsubscribe link's page in the request's interface locale (English where the locale has no
 * texts), with a body built from its texts.
 */
function unsubscribePage(
  request: FastifyRequest,
  body: (t: ServerMessages["alertsUnsubscribe"]) => string,
): string {
  const locale = requestLocale(request);
  const lang = hasOwnMessages(locale) ? locale : "en";
  const t = messagesOf(locale).alertsUnsubscribe;
  return `<!doctype html><html lang="${lang}" dir="${uiDirectionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;text-align:start"><h1 style="font-size:1.25rem">${t.title}</h1>${body(t)}</body></html>`;
}

/** What a link that cannot unsubscribe answers: 404 when it is not ours, 410 when it has expired. */
function refusedLink(state: "invalid" | "expired") {
  return state === "invalid"
    ? { status: 404, body: (t: ServerMessages["alertsUnsubscribe"]) => `<p>${t.invalid}</p>` }
    : { status: 410, body: (t: ServerMessages["alertsUnsubscribe"]) => `<p>${t.expired}</p>` };
}

/**
 * The tracker and alert calls (docs/api/applications.md): /api/applications (list, create,
 * draft from a pasted posting, one, change, delete, the resume version sent), /api/saved-jobs
 * (bookmark toggles), /api/alerts/settings, the signed-out /api/alerts/unsubscribe (GET shows a
 * confirm page, POST unsubscribes: the RFC 8058 one-click POST or the page's button) and the
 * operator's POST /api/admin/alerts/send. Another user's application answers 404.
 */
export async function registerApplicationRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  ctx: ApplicationsContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };
  const { db } = ctx;

  r.get(
    "/api/applications",
    { ...auth, schema: { response: { 200: applicationListSchema } } },
    async (request) => ({
      applications: await listApplications(db, currentUser(request).id),
    }),
  );
  r.post(
    "/api/applications",
    {
      ...auth,
      schema: {
        body: createApplicationRequestSchema,
        response: { 200: applicationSchema, 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { application, created } = await createApplication(db, userId, request.body);
      if (application.status !== "saved") await ctx.printSent(userId, application.id);
      return reply.status(created ? 201 : 200).send(application);
    },
  );
  r.post(
    "/api/applications/draft",
    { ...auth, schema: { body: applicationDraftRequestSchema, response: { 200: applicationDraftSchema } } },
    async (request) => draftApplication(ctx.outbound, ctx.untrusted, request.body),
  );
  r.get(
    "/api/applications/:id",
    { ...auth, schema: { params: idParams, response: { 200: applicationSchema } } },
    async (request) => getApplication(db, currentUser(request).id, request.params.id),
  );
  r.patch(
    "/api/applications/:id",
    {
      ...auth,
      schema: {
        params: idParams,
        body: updateApplicationRequestSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const application = await updateApplication(db, userId, request.params.id, request.body);
      if (application.status !== "saved") await ctx.printSent(userId, application.id);
      return application;
    },
  );
  r.delete("/api/applications/:id", { ...auth, schema: { params: idParams } }, async (request, reply) => {
    const userId = currentUser(request).id;
    const { id } = request.params;
    await ctx.deleteWithSent(userId, id, () => deleteApplication(db, userId, id));
    return reply.status(204).send();
  });
  r.get(
    "/api/applications/:id/resume",
    { ...auth, schema: { params: idParams, response: { 200: sentResumeSchema } } },
    async (request) => getSentResume(db, currentUser(request).id, request.params.id),
  );

  r.get(
    "/api/saved-jobs",
    { ...auth, schema: { response: { 200: savedJobIdsSchema } } },
    async (request) => ({
      jobIds: await listSavedJobIds(db, currentUser(request).id),
    }),
  );
  r.put(
    "/api/saved-jobs/:jobId",
    { ...auth, schema: { params: jobParams, response: { 200: applicationSchema, 201: applicationSchema } } },
    async (request, reply) => {
      const { application, created } = await createApplication(db, currentUser(request).id, {
        jobId: request.params.jobId,
        status: "saved",
      });
      return reply.status(created ? 201 : 200).send(application);
    },
  );
  r.delete("/api/saved-jobs/:jobId", { ...auth, schema: { params: jobParams } }, async (request, reply) => {
    await unsaveJob(db, currentUser(request).id, request.params.jobId);
    return reply.status(204).send();
  });

  r.get(
    "/api/alerts/settings",
    { ...auth, schema: { response: { 200: alertSettingsSchema } } },
    async (request) => ({
      frequency: await getAlertFrequency(db, currentUser(request).id),
    }),
  );
  r.put(
    "/api/alerts/settings",
    { ...auth, schema: { body: alertSettingsSchema, response: { 200: alertSettingsSchema } } },
    async (request) => ({
      frequency: await setAlertFrequency(db, currentUser(request).id, request.body.frequency),
    }),
  );

  r.get("/api/alerts/unsubscribe", { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
    // The no-referrer policy would make the form's POST carry `Origin: null` (see payment.routes).
    reply.header("referrer-policy", "same-origin");
    reply.type("text/html; charset=utf-8");
    const state = await checkUnsubscribeLink(db, deps.config.SECRET_KEY ?? "", request.query);
    if (state !== "valid") {
      const refused = refusedLink(state);
      return reply.status(refused.status).send(unsubscribePage(request, refused.body));
    }
    const { u, s = "", sig } = request.query;
    const action = `/api/alerts/unsubscribe?${new URLSearchParams({ u, s, sig })}`;
    return reply.send(
      unsubscribePage(
        request,
        (t) =>
          `<p>${t.ask}</p><form method="post" action="${action.replace(/&/g, "&amp;")}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="padding:.5rem 1rem">${t.button}</button></form>`,
      ),
    );
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addContentTypeParser("multipart/form-data", { parseAs: "string" }, (_request, _body, done) =>
      done(null, {}),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/alerts/unsubscribe",
        { schema: { querystring: unsubscribeQuery } },
        async (request, reply) => {
          reply.type("text/html; charset=utf-8");
          const state = await unsubscribeFromAlerts(db, deps.config.SECRET_KEY ?? "", request.query);
          if (state !== "valid") {
            const refused = refusedLink(state);
            return reply.status(refused.status).send(unsubscribePage(request, refused.body));
          }
          return reply.send(unsubscribePage(request, (t) => `<p role="status">${t.done}</p>`));
        },
      );
  });

  r.post(
    "/api/admin/alerts/send",
    {
      onRequest: requireAdmin(deps.config.ADMIN_TOKEN),
      schema: {
        body: z.object({ frequency: z.enum(["daily", "weekly"]) }),
        response: { 200: alertRunSchema },
      },
    },
    async (request) =>
      sendJobAlerts({
        db,
        mailer: ctx.mailer,
        config: deps.config,
        matcher: ctx.matcher,
        frequency: request.body.frequency,
      }),
  );
}
