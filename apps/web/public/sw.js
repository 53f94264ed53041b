// Sira service worker: caches the app shell (index.html, the built assets it loads, fonts,
// icons) so repeat visits load from the cache, shows the bilingual offline page when the
// network is down, and shows job alerts
// sent with Web Push, opening the jobs list on click.
//
// Caching rules: /api is never cached (it carries the user's data). Navigations go to the
// network and fall back to /offline.html. Hashed files under
// /assets (scripts, styles, fonts) are immutable, so they are served from the cache first and
// stored as they are fetched. Bump SHELL_VERSION to drop every older cache on activation.
const SHELL_VERSION = "v1";
const SHELL_CACHE = `sira-shell-${SHELL_VERSION}`;
const SHELL_FILES = [
  "/index.html",
  "/offline.html",
  "/favicon.svg",
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
];

/** Cache the shell files plus the scripts and styles index.html links to. */
async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(SHELL_FILES);
  const index = await cache.match("/index.html");
  const html = index ? await index.text() : "";
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll([...new Set(assets)]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith("sira-shell-") && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Pages come from the network; offline, the bilingual offline page answers. (The cached shell is
 * not served for pages: every route's loader calls the API first, so offline it could only show
 * an error.)
 */
async function openPage(request) {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(SHELL_CACHE);
    return (await cache.match("/offline.html")) || Response.error();
  }
}

/** Cache first for immutable hashed assets and the shell's static files. */
async function openAsset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(openPage(request));
  else if (url.pathname.startsWith("/assets/") || SHELL_FILES.includes(url.pathname))
    event.respondWith(openAsset(request));
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : "" };
  }
  const title = data.title || "Sira";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "",
      icon: "/icons/icon-192.png",
      badge: "/favicon.svg",
      tag: "sira-jobs",
      data: { url: data.url || "/dashboard/jobs" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL("/dashboard/jobs", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows)
        if (client.url.startsWith(self.location.origin) && "focus" in client) {
          client.navigate(target);
          return client.focus();
        }
      return self.clients.openWindow(target);
    }),
  );
});
