import { consentCookieName, limits } from "@sira/schema/constants";
import type { AnalyticsEvent } from "@sira/schema/resume-api";

const flushDelayMs = 2000;
const batchSize = 50;
const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** The visitor's cookie consent: true after Accept, false after Reject, null while undecided. */
export function getConsent(): boolean | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${consentCookieName}=`));
  if (!match) return null;
  return match.slice(consentCookieName.length + 1) === "true";
}

/** Spec §4: store the choice as a cookie (path /, 1 year). Rejecting drops anything queued. */
export function setConsent(accepted: boolean) {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${consentCookieName}=${accepted}; path=/; max-age=${limits.consentCookieMaxAgeSeconds}; samesite=lax${secure}`;
  if (!accepted) {
    queue.length = 0;
    clearTimeout(timer);
  }
}

/** Send queued events now (also on page hide). Nothing leaves the browser without consent. */
export function flushAnalytics() {
  clearTimeout(timer);
  timer = undefined;
  if (getConsent() !== true) {
    queue.length = 0;
    return;
  }
  while (queue.length > 0) {
    const events = queue.splice(0, batchSize);
    void fetch("/api/analytics/events", {
      method: "POST",
      credentials: "include",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ events }),
    }).catch(() => {
      // Analytics must never disturb the user; a lost batch is acceptable.
    });
  }
}

/**
 * Record a product event. Before the visitor accepts cookies (or after Reject) the event is
 * dropped on the spot: it is neither sent nor kept for later.
 */
export function track(name: string, props?: AnalyticsEvent["props"]) {
  if (getConsent() !== true) return;
  queue.push({ name, path: window.location.pathname, props, occurredAt: new Date().toISOString() });
  timer ??= setTimeout(flushAnalytics, flushDelayMs);
}

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", flushAnalytics);
}
