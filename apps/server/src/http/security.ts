import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { AppError } from "./app-error";
import { bearerApiKey } from "./auth-guard";

/** The settings these checks read (the server's config has them). */
export interface SecuritySettings {
  /** Whether PUBLIC_URL is https (HSTS, upgrade-insecure-requests). */
  isHttps: boolean;
  PUBLIC_URL: string;
}

/**
 * Security headers with a real Content-Security-Policy: everything from our own origin only
 * (fonts, icons and the PDF.js worker are served by the app), inline styles allowed for React
 * style attributes, no inline scripts. The headers are the same on every answer: helmet's
 * middleware is built once and sets them in one synchronous hook (@fastify/helmet built it anew
 * for each request, in two hooks, a tenth of a cheap request's CPU; test/security-headers.test.ts
 * keeps the headers as they were).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: SecuritySettings) {
  const setHeaders = helmet(helmetOptions(config));
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** helmet's options for these settings. */
export function helmetOptions(config: SecuritySettings): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "media-src": ["'self'", "blob:"],
        "worker-src": ["'self'", "blob:"],
        "frame-src": ["'self'"],
        "frame-ancestors": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        ...(config.isHttps ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isHttps,
  };
}

/**
 * Cross-site request check: a state-changing /api call that carries an Origin header must come
 * from our own origin. Cookies are SameSite=Lax as well; server-to-server webhooks send no Origin.
 * A request with a personal API key is exempt: it never reads cookies (registerAuthContext), so
 * a page elsewhere cannot make it on a user's behalf, and tools in a browser may send it.
 */
export function registerOriginCheck(app: FastifyInstance, config: SecuritySettings) {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  // A synchronous hook: it runs on every request (no promise for the common case).
  app.addHook("onRequest", (request, _reply, done) => {
    done(crossSite(request, publicOrigin) ? new AppError("Forbidden") : undefined);
  });
}

/** Whether a state-changing /api call carries an Origin other than ours (registerOriginCheck). */
function crossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  if (!request.url.startsWith("/api/")) return false;
  if (bearerApiKey(request)) return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  const sameHost =
    request.headers.host &&
    (origin === `http://${request.headers.host}` || origin === `https://${request.headers.host}`);
  return origin !== publicOrigin && !sameHost;
}
