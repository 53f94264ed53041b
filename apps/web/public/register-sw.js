// Registers the service worker (app-shell cache, offline page, job alerts) on every page load.
// A classic script file because the Content-Security-Policy allows no inline scripts.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {});
  });
}
