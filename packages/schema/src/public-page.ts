import { usernameSchema } from "./auth";

/** First path segments of the web app's own two-segment routes: never a public resume. */
const appSegments = new Set([
  "api",
  "assets",
  "auth",
  "dashboard",
  "builder",
  "interview",
  "artboard",
  "icons",
  "welcome",
]);

/**
 * `/{username}/{slug}` of a public resume page (spec §2), or null for any other path: an app
 * route, a file (a slug with an extension) or another shape. The server answers these paths with
 * the server-rendered page; the Vite dev server hands them to it (apps/web/vite.config.ts).
 */
export function publicPageParams(url: string): { username: string; slug: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(url);
  if (!match?.[1] || !match[2]) return null;
  let username: string;
  let slug: string;
  try {
    username = decodeURIComponent(match[1]);
    slug = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (appSegments.has(username) || !usernameSchema.safeParse(username.toLowerCase()).success) return null;
  if (!slug || slug.length > 200 || slug.lastIndexOf(".") > 0) return null;
  return { username, slug };
}
