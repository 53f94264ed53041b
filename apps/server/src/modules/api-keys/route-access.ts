import type { ApiKeyScope } from "@sira/schema/api-key-api";

/**
 * What a personal API key may reach, route by route (issue 43): THE one rule of key access.
 * - a scope: the key must hold it; the route then acts as the key's user, as a cookie session
 *   would, and spends points the same way (its own rules and prices);
 * - "open": any key (or none) may call it: public pages, documents, the version, the balance;
 * - "per-tool": the route authenticates keys itself and checks a scope per operation (MCP);
 * - "no-keys": never with a key (sign-in, account, security, wallet purchases, key management,
 *   operator and capability links): 403 ApiKeyNotAllowed.
 * Keys are `METHOD url` as Fastify registers them. A route missing here refuses keys, and the
 * route walk in `route-access.test.ts` fails, so a new route is classified before it lands.
 */
export type RouteAccess = ApiKeyScope | "open" | "per-tool" | "no-keys";

export const routeAccess: Record<string, RouteAccess> = {
  // The API itself and public pages.
  "GET /api/openapi.json": "open",
  "GET /api/version": "open",
  "GET /api/docs": "open",
  "GET /api/docs/": "open",
  "GET /api/docs/*": "open",
  "GET /api/docs/static/*": "open",
  "GET /api/docs/static/index.html": "open",
  "GET /api/docs/static/swagger-initializer.js": "open",
  "GET /api/docs/json": "open",
  "GET /api/docs/yaml": "open",
  "GET /api/health": "open",
  "GET /api/config": "open",
  "GET /api/templates/:id/thumbnail.webp": "open",
  "GET /api/public/page.js": "open",
  "GET /api/public/fonts/:file": "open",
  "GET /api/public/:username/:slug/pdf": "open",
  "GET /api/public/:username/:slug/preview.webp": "open",
  "GET /api/resume/public/:username/:slug": "open",
  "GET /api/job/regions": "open",
  "GET /robots.txt": "open",
  "GET /sitemap.xml": "open",
  "GET /api/subscription": "open",
  "GET /api/subscription/transactions": "open",

  // The MCP server authenticates keys itself and checks a scope per tool.
  "POST /mcp": "per-tool",
  "GET /mcp": "per-tool",
  "DELETE /mcp": "per-tool",

  // Resumes: reading.
  "GET /api/resume": "resumes:read",
  "GET /api/resume/:id": "resumes:read",
  "GET /api/resume/shares": "resumes:read",
  "GET /api/resume/:id/twin": "resumes:read",
  "GET /api/resume/:id/import-original": "resumes:read",
  "GET /api/resume/:id/import-original/file": "resumes:read",
  "GET /api/resume/ats/:id": "resumes:read",
  "GET /api/resume/print/:id/preview": "resumes:read",
  "GET /api/resume/print/:id/preview/:file": "resumes:read",
  "GET /api/storage/image/:userId/:file": "resumes:read",

  // Resumes: writing (create, import, edit, share, twins, AI writing help).
  "POST /api/resume": "resumes:write",
  "POST /api/resume/import": "resumes:write",
  "POST /api/resume/import/file": "resumes:write",
  "POST /api/storage/cv": "resumes:write",
  "PATCH /api/resume/:id": "resumes:write",
  "PATCH /api/resume/:id/country": "resumes:write",
  "PATCH /api/resume/:id/lock": "resumes:write",
  "PATCH /api/resume/:id/default": "resumes:write",
  "PATCH /api/resume/:id/share": "resumes:write",
  "DELETE /api/resume/:id": "resumes:write",
  "DELETE /api/resume/:id/import-original": "resumes:write",
  "POST /api/resume/:id/twin": "resumes:write",
  "POST /api/resume/:id/twin/apply": "resumes:write",
  "PUT /api/resume/:id/twin/text": "resumes:write",
  "DELETE /api/resume/:id/twin": "resumes:write",
  "POST /api/openai": "resumes:write",

  // Downloads (PDF and Word of resumes and letters; paid as in the app).
  "GET /api/resume/print/:id": "download",
  "GET /api/prints/:printId/file": "download",
  "GET /api/cover-letters/:id/download": "download",
  "GET /api/cover-letters/:id/files/:fileId": "download",
  "GET /api/applications/:id/sent/:file": "download",

  // Jobs and the tracker: search, saved jobs, alerts, applications, tailoring, letters, interviews.
  "GET /api/job/match/:resumeId": "jobs",
  "GET /api/job/:id": "jobs",
  "GET /api/job/:id/match/:resumeId": "jobs",
  "POST /api/openai/job-titles": "jobs",
  "GET /api/saved-jobs": "jobs",
  "PUT /api/saved-jobs/:jobId": "jobs",
  "DELETE /api/saved-jobs/:jobId": "jobs",
  "GET /api/alerts/settings": "jobs",
  "PUT /api/alerts/settings": "jobs",
  "GET /api/applications": "jobs",
  "POST /api/applications": "jobs",
  "POST /api/applications/draft": "jobs",
  "GET /api/applications/:id": "jobs",
  "PATCH /api/applications/:id": "jobs",
  "DELETE /api/applications/:id": "jobs",
  "GET /api/applications/:id/resume": "jobs",
  "GET /api/applications/:id/sent": "jobs",
  "POST /api/tailor": "jobs",
  "GET /api/tailor/:applicationId": "jobs",
  "POST /api/tailor/:applicationId/accept": "jobs",
  "POST /api/tailor/:applicationId/rewrite": "jobs",
  "GET /api/cover-letters": "jobs",
  "POST /api/cover-letters": "jobs",
  "GET /api/cover-letters/:id": "jobs",
  "PATCH /api/cover-letters/:id": "jobs",
  "DELETE /api/cover-letters/:id": "jobs",
  "POST /api/cover-letters/:id/duplicate": "jobs",
  "POST /api/cover-letters/:id/twin": "jobs",
  "POST /api/cover-letters/:id/draft": "jobs",
  "POST /api/interview": "jobs",
  "GET /api/interview": "jobs",
  "GET /api/interview/:id": "jobs",
  "POST /api/interview/:id/answer": "jobs",
  "POST /api/interview/:id/retry": "jobs",
  "POST /api/interview/:id/finish": "jobs",

  // Comparing a resume with a job (paid as in the app).
  "POST /api/match": "compare",

  // Never with a key: sign-in and security, the account, wallet purchases, the keys themselves,
  // browser-only calls, capability links, webhooks and the operator's calls.
  "GET /api/auth/providers": "no-keys",
  "POST /api/auth/register": "no-keys",
  "POST /api/auth/login": "no-keys",
  "POST /api/auth/refresh": "no-keys",
  "POST /api/auth/session": "no-keys",
  "POST /api/auth/logout": "no-keys",
  "PATCH /api/auth/password": "no-keys",
  "POST /api/auth/verify-email/resend": "no-keys",
  "POST /api/auth/verify-email": "no-keys",
  "POST /api/auth/forgot-password": "no-keys",
  "POST /api/auth/reset-password": "no-keys",
  "POST /api/auth/2fa/verify": "no-keys",
  "POST /api/auth/2fa/backup": "no-keys",
  "POST /api/auth/2fa/setup": "no-keys",
  "POST /api/auth/2fa/enable": "no-keys",
  "POST /api/auth/2fa/disable": "no-keys",
  "GET /api/auth/google": "no-keys",
  "GET /api/auth/google/callback": "no-keys",
  "GET /api/user/me": "no-keys",
  "PATCH /api/user/me": "no-keys",
  "DELETE /api/user/me": "no-keys",
  "PUT /api/storage/image": "no-keys",
  "GET /api/user/api-keys": "no-keys",
  "POST /api/user/api-keys": "no-keys",
  "DELETE /api/user/api-keys/:id": "no-keys",
  "POST /api/payment": "no-keys",
  "POST /api/payment/sandbox/webhook": "no-keys",
  "POST /api/payment/stripe/webhook": "no-keys",
  "GET /api/payment/sandbox/checkout/:id": "no-keys",
  "POST /api/payment/sandbox/checkout/:id": "no-keys",
  "GET /api/push/key": "no-keys",
  "POST /api/push/subscribe": "no-keys",
  "POST /api/push/unsubscribe": "no-keys",
  "POST /api/analytics/events": "no-keys",
  "GET /api/alerts/unsubscribe": "no-keys",
  "POST /api/alerts/unsubscribe": "no-keys",
  "GET /api/admin/outbox": "no-keys",
  "POST /api/admin/points": "no-keys",
  "GET /api/admin/queue": "no-keys",
  "GET /api/admin/feeds": "no-keys",
  "POST /api/admin/feeds": "no-keys",
  "DELETE /api/admin/feeds/:id": "no-keys",
  "POST /api/admin/feeds/:id/refresh": "no-keys",
  "POST /api/admin/jobs/import": "no-keys",
  "POST /api/admin/alerts/send": "no-keys",
};

/** How a route is classified: its key (`METHOD url`), or undefined when the route is unknown. */
export function accessOf(method: string, url: string | undefined): RouteAccess | undefined {
  if (url === undefined) return undefined;
  return routeAccess[`${method === "HEAD" ? "GET" : method} ${url}`];
}
