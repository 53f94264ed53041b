/**
 * Every way text from outside enters the server, by route. The hostile-text harness
 * (`../hostile-text.test.ts`) feeds each registered entry the adversarial shapes of its kind
 * while it measures `/api/health`, and its registration test fails when the app has a route
 * that is not listed here (or this lists a route the app no longer has): a new route is
 * registered with the kind of text it takes before it can land.
 *
 * Path parameters and query strings of every route are attacked by the every-route test of
 * `http.routes.test.ts` (U+0000, lone surrogates); the kinds here name what else a route reads.
 */
export type TextKind =
  /** Nothing but ids, flags or numbers (path, query or a small body). */
  | "ids"
  /** A JSON body of short text fields (names, titles, codes). */
  | "short-text"
  /** Stores resume data, whose rich-text fields every reader below renders or scores. */
  | "resume-data"
  /** Renders, exports or scores a stored resume's text. */
  | "reads-resume"
  /** Job text typed or pasted by the user (description, notes). */
  | "job-text"
  /** Fetches a page or a feed from a URL the caller gives, and parses it. */
  | "fetched-page"
  /** An uploaded file (picture, CV, import file). */
  | "file";

export interface TextEntryPoint {
  kind: TextKind;
  /** Who may call it: the harness attacks as this caller. */
  access: "anonymous" | "user" | "admin";
  /** The body or query fields that carry the text, when the kind does not say. */
  fields?: readonly string[];
}

/** "METHOD /path" as Fastify registers it (HEAD routes Fastify adds for GET are left out). */
export const textEntryPoints: Record<string, TextEntryPoint> = {
  "GET /api/openapi.json": { kind: "ids", access: "anonymous" },
  "GET /api/health": { kind: "ids", access: "anonymous" },
  "GET /api/version": { kind: "ids", access: "anonymous" },
  "GET /api/docs/": { kind: "ids", access: "anonymous" },
  "GET /api/docs/static/*": { kind: "ids", access: "anonymous" },
  "GET /api/docs/static/index.html": { kind: "ids", access: "anonymous" },
  "GET /api/docs/static/swagger-initializer.js": { kind: "ids", access: "anonymous" },
  "GET /api/docs/json": { kind: "ids", access: "anonymous" },
  "GET /api/docs/yaml": { kind: "ids", access: "anonymous" },
  "GET /api/config": { kind: "ids", access: "anonymous" },
  "POST /api/openai": { kind: "short-text", access: "user", fields: ["text", "type"] },
  "POST /api/openai/job-titles": { kind: "reads-resume", access: "user" },
  "GET /api/auth/providers": { kind: "ids", access: "anonymous" },
  "PATCH /api/auth/password": { kind: "short-text", access: "user", fields: ["password"] },
  "POST /api/auth/register": {
    kind: "short-text",
    access: "anonymous",
    fields: ["name", "username", "email", "password"],
  },
  "POST /api/auth/refresh": { kind: "ids", access: "anonymous" },
  "POST /api/auth/reset-password": { kind: "short-text", access: "anonymous", fields: ["token", "password"] },
  "POST /api/auth/login": { kind: "short-text", access: "anonymous", fields: ["identifier", "password"] },
  "POST /api/auth/logout": { kind: "ids", access: "user" },
  "POST /api/auth/session": { kind: "ids", access: "anonymous" },
  "POST /api/auth/verify-email": { kind: "short-text", access: "anonymous", fields: ["token"] },
  "POST /api/auth/verify-email/resend": { kind: "ids", access: "user" },
  "POST /api/auth/forgot-password": { kind: "short-text", access: "anonymous", fields: ["email"] },
  "POST /api/auth/2fa/verify": { kind: "short-text", access: "anonymous", fields: ["code"] },
  "POST /api/auth/2fa/backup": { kind: "short-text", access: "anonymous", fields: ["code"] },
  "POST /api/auth/2fa/setup": { kind: "ids", access: "user" },
  "POST /api/auth/2fa/enable": { kind: "short-text", access: "user", fields: ["code"] },
  "POST /api/auth/2fa/disable": { kind: "short-text", access: "user", fields: ["code"] },
  "GET /api/auth/google": { kind: "ids", access: "anonymous" },
  "GET /api/auth/google/callback": { kind: "short-text", access: "anonymous", fields: ["code", "state"] },
  "GET /api/admin/outbox": { kind: "ids", access: "admin" },
  "POST /api/admin/points": { kind: "short-text", access: "admin", fields: ["user", "reason"] },
  "GET /api/admin/feeds": { kind: "ids", access: "admin" },
  "POST /api/admin/feeds": { kind: "fetched-page", access: "admin", fields: ["url", "board"] },
  "DELETE /api/admin/feeds/:id": { kind: "ids", access: "admin" },
  "POST /api/admin/feeds/:id/refresh": { kind: "fetched-page", access: "admin" },
  "POST /api/admin/jobs/import": { kind: "fetched-page", access: "admin", fields: ["url"] },
  "POST /api/admin/alerts/send": { kind: "reads-resume", access: "admin" },
  "GET /api/admin/queue": { kind: "ids", access: "admin" },
  "POST /api/analytics/events": { kind: "short-text", access: "anonymous", fields: ["events"] },
  "GET /api/applications": { kind: "ids", access: "user" },
  "POST /api/applications": {
    kind: "job-text",
    access: "user",
    fields: ["manual.position", "manual.company", "manual.description", "notes"],
  },
  "POST /api/applications/draft": { kind: "job-text", access: "user", fields: ["text", "url"] },
  "GET /api/applications/:id": { kind: "ids", access: "user" },
  "PATCH /api/applications/:id": { kind: "job-text", access: "user", fields: ["notes", "job.description"] },
  "DELETE /api/applications/:id": { kind: "ids", access: "user" },
  "GET /api/applications/:id/resume": { kind: "ids", access: "user" },
  "GET /api/applications/:id/sent": { kind: "ids", access: "user" },
  "GET /api/applications/:id/sent/:file": { kind: "ids", access: "user" },
  "GET /api/cover-letters": { kind: "ids", access: "user" },
  "POST /api/cover-letters": { kind: "reads-resume", access: "user" },
  "GET /api/cover-letters/:id": { kind: "ids", access: "user" },
  "PATCH /api/cover-letters/:id": { kind: "short-text", access: "user", fields: ["title"] },
  "DELETE /api/cover-letters/:id": { kind: "ids", access: "user" },
  "POST /api/cover-letters/:id/duplicate": { kind: "short-text", access: "user", fields: ["title"] },
  "POST /api/cover-letters/:id/twin": { kind: "short-text", access: "user", fields: ["title"] },
  "POST /api/cover-letters/:id/draft": { kind: "reads-resume", access: "user" },
  "GET /api/cover-letters/:id/download": { kind: "ids", access: "user" },
  "GET /api/cover-letters/:id/files/:fileId": { kind: "ids", access: "user" },
  "GET /api/alerts/settings": { kind: "ids", access: "user" },
  "PUT /api/alerts/settings": { kind: "ids", access: "user" },
  "GET /api/alerts/unsubscribe": { kind: "short-text", access: "anonymous", fields: ["token"] },
  "POST /api/alerts/unsubscribe": { kind: "short-text", access: "anonymous", fields: ["token"] },
  "GET /api/user/me": { kind: "ids", access: "user" },
  "PATCH /api/user/me": { kind: "short-text", access: "user", fields: ["name", "username", "email"] },
  "DELETE /api/user/me": { kind: "short-text", access: "user", fields: ["password", "username"] },
  "GET /api/user/api-keys": { kind: "ids", access: "user" },
  "POST /api/user/api-keys": { kind: "short-text", access: "user", fields: ["name", "code"] },
  "DELETE /api/user/api-keys/:id": { kind: "ids", access: "user" },
  "PUT /api/storage/image": { kind: "file", access: "user" },
  "GET /api/storage/image/:userId/:file": { kind: "ids", access: "anonymous" },
  "POST /api/storage/cv": { kind: "file", access: "user" },
  "GET /api/subscription": { kind: "ids", access: "user" },
  "GET /api/subscription/transactions": { kind: "ids", access: "user" },
  "GET /api/saved-jobs": { kind: "ids", access: "user" },
  "PUT /api/saved-jobs/:jobId": { kind: "ids", access: "user" },
  "DELETE /api/saved-jobs/:jobId": { kind: "ids", access: "user" },
  "POST /api/resume": { kind: "short-text", access: "user", fields: ["title", "slug"] },
  "GET /api/resume": { kind: "ids", access: "user" },
  "POST /api/resume/import": { kind: "resume-data", access: "user" },
  "POST /api/resume/import/file": { kind: "file", access: "user" },
  "GET /api/resume/print/:id": { kind: "reads-resume", access: "anonymous" },
  "GET /api/resume/print/:id/preview": { kind: "reads-resume", access: "user" },
  "GET /api/resume/print/:id/preview/:file": { kind: "ids", access: "user" },
  "GET /api/resume/public/:username/:slug": { kind: "reads-resume", access: "anonymous" },
  "GET /api/resume/ats/:id": { kind: "reads-resume", access: "user" },
  "GET /api/resume/shares": { kind: "ids", access: "user" },
  "GET /api/resume/:id": { kind: "ids", access: "user" },
  "PATCH /api/resume/:id": { kind: "resume-data", access: "user" },
  "DELETE /api/resume/:id": { kind: "ids", access: "user" },
  "POST /api/resume/:id/twin": { kind: "reads-resume", access: "user" },
  "GET /api/resume/:id/twin": { kind: "reads-resume", access: "user" },
  "DELETE /api/resume/:id/twin": { kind: "ids", access: "user" },
  "POST /api/resume/:id/twin/apply": { kind: "reads-resume", access: "user" },
  "PUT /api/resume/:id/twin/text": {
    kind: "short-text",
    access: "user",
    fields: ["key", "text", "sourceText"],
  },
  "PATCH /api/resume/:id/country": { kind: "ids", access: "user" },
  "PATCH /api/resume/:id/lock": { kind: "ids", access: "user" },
  "PATCH /api/resume/:id/default": { kind: "ids", access: "user" },
  "PATCH /api/resume/:id/share": { kind: "ids", access: "user" },
  "GET /api/resume/:id/import-original": { kind: "ids", access: "user" },
  "DELETE /api/resume/:id/import-original": { kind: "ids", access: "user" },
  "GET /api/resume/:id/import-original/file": { kind: "ids", access: "user" },
  "GET /api/prints/:printId/file": { kind: "ids", access: "anonymous" },
  // MCP (issue 43): JSON-RPC whose tools store resume data; attacked here without a key (401),
  // its tools' arguments by src/modules/mcp/mcp.hostile.test.ts.
  "POST /mcp": { kind: "resume-data", access: "user" },
  "GET /mcp": { kind: "ids", access: "anonymous" },
  "DELETE /mcp": { kind: "ids", access: "anonymous" },
  "GET /api/public/page.js": { kind: "ids", access: "anonymous" },
  "GET /api/public/fonts/:file": { kind: "ids", access: "anonymous" },
  "GET /api/public/:username/:slug/pdf": { kind: "reads-resume", access: "anonymous" },
  "GET /api/public/:username/:slug/preview.webp": { kind: "reads-resume", access: "anonymous" },
  "GET /api/templates/:id/thumbnail.webp": { kind: "ids", access: "anonymous" },
  "GET /api/push/key": { kind: "ids", access: "anonymous" },
  "POST /api/push/subscribe": { kind: "short-text", access: "user", fields: ["endpoint", "keys"] },
  "POST /api/push/unsubscribe": { kind: "short-text", access: "user", fields: ["endpoint"] },
  "POST /api/payment": { kind: "ids", access: "user" },
  "POST /api/payment/sandbox/webhook": { kind: "short-text", access: "anonymous", fields: ["id", "type"] },
  "GET /api/payment/sandbox/checkout/:id": { kind: "ids", access: "anonymous" },
  "POST /api/payment/sandbox/checkout/:id": { kind: "ids", access: "anonymous" },
  "GET /api/job/match/:resumeId": { kind: "reads-resume", access: "user", fields: ["q"] },
  "GET /api/job/regions": { kind: "ids", access: "anonymous" },
  "GET /api/job/:id": { kind: "ids", access: "anonymous" },
  "GET /api/job/:id/match/:resumeId": { kind: "reads-resume", access: "user" },
  "POST /api/match": { kind: "job-text", access: "user", fields: ["job", "resume"] },
  "POST /api/tailor": { kind: "reads-resume", access: "user" },
  "GET /api/tailor/:applicationId": { kind: "reads-resume", access: "user" },
  "POST /api/tailor/:applicationId/accept": { kind: "resume-data", access: "user" },
  "POST /api/tailor/:applicationId/rewrite": { kind: "ids", access: "user" },
  "POST /api/interview": { kind: "reads-resume", access: "user" },
  "GET /api/interview": { kind: "ids", access: "user" },
  "GET /api/interview/:id": { kind: "ids", access: "user" },
  "POST /api/interview/:id/answer": { kind: "job-text", access: "user", fields: ["answer"] },
  "POST /api/interview/:id/retry": { kind: "job-text", access: "user", fields: ["answer"] },
  "POST /api/interview/:id/finish": { kind: "ids", access: "user" },
  "GET /robots.txt": { kind: "ids", access: "anonymous" },
  "GET /sitemap.xml": { kind: "ids", access: "anonymous" },
};
