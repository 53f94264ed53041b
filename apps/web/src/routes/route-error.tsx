import { ArrowClockwise, WarningCircle } from "@phosphor-icons/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

const reloadKey = "sira-chunk-reload";
/** A second chunk failure within this time of the automatic reload shows the screen instead. */
const reloadWindowMs = 60_000;

/** A lazy page module that failed to load (e.g. its file is gone after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? "");
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS|error loading dynamically imported/i.test(
    message,
  );
}

/** Reload the page once for a failed chunk; false when it was already tried a moment ago. */
export function reloadOnceForChunk(): boolean {
  const last = Number(sessionStorage.getItem(reloadKey) ?? 0);
  if (Date.now() - last < reloadWindowMs) return false;
  sessionStorage.setItem(reloadKey, String(Date.now()));
  window.location.reload();
  return true;
}

/**
 * The error screen of every route (issue 24): localized, with "reload" and a way home, in place
 * of React Router's developer page. A failed lazy chunk (a deploy replaced the files) reloads
 * the page once by itself, so the user lands on the new version.
 */
export function RouteError() {
  const { t } = useTranslation("common");
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const reloading = chunk && typeof window !== "undefined" && reloadOnceForChunk();
  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);
  if (reloading) return <p className="p-6 text-center text-slate-500">{t("loading")}</p>;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <WarningCircle aria-hidden weight="fill" className="text-5xl text-red-600" />
      <h1 className="font-bold text-slate-900 text-xl dark:text-white">{t("routeError.title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">
        {chunk ? t("routeError.chunk") : t("routeError.body")}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex items-center gap-2 rounded-lg bg-teal-700 px-5 py-2 font-medium text-white hover:bg-teal-800"
        >
          <ArrowClockwise aria-hidden />
          {t("routeError.reload")}
        </button>
        <a
          href="/dashboard"
          className="inline-flex items-center rounded-lg border border-slate-300 px-5 py-2 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t("routeError.home")}
        </a>
      </div>
    </main>
  );
}
