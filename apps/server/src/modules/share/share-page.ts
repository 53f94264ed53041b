import { createHash } from "node:crypto";
import { escapeHtml, htmlToText } from "@sira/html";
import { type Language, type PublicResume, publicResumePath } from "@sira/schema";
import {
  fontFaceCss,
  fontFiles,
  pageSizeOf,
  paginateScript,
  type ResumeParts,
  reflowCss,
} from "@sira/templates";

/**
 * The public resume page (spec §2 `/{username}/{slug}`), rendered on the server: the resume's
 * own template markup and CSS (the same renderResumeParts as printing), so the text is in the
 * HTML before any script runs. One small script (sharePageScript) lays the pages out as on
 * paper, fits them to the screen's width and keeps the light/system/dark choice. No app bundle,
 * no sign-in call.
 *
 * Narrower than a page (a phone, issue 36), the page shows the same resume reflowed instead
 * (renderReflowBody: one column, 16 px text, the template's colours, fonts and direction), with
 * "View as PDF page" (the `#page` fragment: the page frame, by CSS `:target`, with a way back)
 * and the download beside it. The switch is a media query, so the first paint is already the
 * right view; the pages are laid out only once their frame is shown.
 */

const messages = {
  ar: {
    download: "تنزيل PDF",
    viewPage: "عرض كصفحة PDF",
    viewReflow: "العودة إلى السيرة",
    home: "أنشئ سيرتك الذاتية مع سيرة",
    theme: "المظهر: فاتح، حسب النظام، داكن",
    resume: "السيرة الذاتية",
    notFoundTitle: "السيرة غير متاحة",
    notFound: "هذه السيرة الذاتية غير موجودة أو لم تعد عامة. يجري نقلك إلى الصفحة الرئيسية…",
    goHome: "الصفحة الرئيسية",
  },
  en: {
    download: "Download PDF",
    viewPage: "View as PDF page",
    viewReflow: "Back to the resume",
    home: "Make your own resume with Sira",
    theme: "Appearance: light, system, dark",
    resume: "Resume",
    notFoundTitle: "Resume not available",
    notFound: "This resume does not exist or is no longer public. Taking you to the home page…",
    goHome: "Home page",
  },
} as const;

/** Where the page's script, fonts, PDF and preview image are served. */
export const sharePaths = {
  script: "/api/public/page.js",
  font: (file: string) => `/api/public/fonts/${file}`,
  pdf: (username: string, slug: string) => `/api/public${publicResumePath(username, slug)}/pdf`,
  preview: (username: string, slug: string) => `/api/public${publicResumePath(username, slug)}/preview.webp`,
};

/** Text for inside a <style> element: its closing tag cannot appear. */
const inStyle = (css: string) => css.replace(/<\/style/gi, "<\\/style");

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The page's script: paginate as the printer does, then fit the pages to the screen width. */
export function sharePageScript(): string {
  return `(function () {
  ${paginateScript()}
  var doc = document.documentElement;
  var key = "sira-theme";
  function mode() { try { var m = localStorage.getItem(key); return m === "light" || m === "dark" ? m : "system"; } catch (e) { return "system"; } }
  function applyTheme() {
    var m = mode();
    var dark = m === "dark" || (m === "system" && window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches);
    doc.classList.toggle("dark", dark);
    doc.style.colorScheme = dark ? "dark" : "light";
    var button = document.querySelector("[data-share-theme]");
    if (button) button.setAttribute("data-mode", m);
  }
  applyTheme();
  var themeButton = document.querySelector("[data-share-theme]");
  if (themeButton) themeButton.addEventListener("click", function () {
    var order = ["light", "system", "dark"];
    var next = order[(order.indexOf(mode()) + 1) % 3];
    try { localStorage.setItem(key, next); } catch (e) {}
    applyTheme();
  });
  var pages = document.querySelector("[data-sira-pages]");
  var frame = document.querySelector("[data-share-frame]");
  // The frame is hidden on a phone until "View as PDF page" (#page) shows it.
  function shown() { return !frame || frame.getClientRects().length > 0; }
  function fit() {
    if (!pages || !shown()) return;
    var first = pages.querySelector(".sira-page");
    if (!first) return;
    pages.style.zoom = "";
    var available = doc.clientWidth - 16;
    var scale = Math.min(1, available / first.offsetWidth);
    pages.style.zoom = scale < 1 ? String(Math.floor(scale * 1000) / 1000) : "";
  }
  var root = document.querySelector("[data-sira-root]");
  // Once laid out, the hidden source copy goes: the pages are the document (one h1, one of each id).
  var done = function () {
    var source = root && root.querySelector("[data-sira-source]");
    if (source && pages && pages.querySelector(".sira-page")) {
      source.remove();
      doc.setAttribute("data-share-pages", "");
    }
    doc.setAttribute("data-share-ready", "");
    fit();
  };
  var started = false;
  function layout() {
    if (!started && root && shown()) {
      started = true;
      doc.removeAttribute("data-share-ready");
      preparePages(root, paginate).then(done, done);
    }
    fit();
  }
  layout();
  // The reflowed view needs no script: it is ready as it is.
  if (!root) done();
  else if (!started) doc.setAttribute("data-share-ready", "");
  window.addEventListener("resize", layout);
  window.addEventListener("hashchange", layout);
})();`;
}

let script: { body: string; version: string } | undefined;

/** The page script and a short hash of it (the cache-busting query of its URL). */
export function sharePageAsset(): { body: string; version: string } {
  if (!script) {
    const body = sharePageScript();
    script = { body, version: createHash("sha256").update(body).digest("hex").slice(0, 16) };
  }
  return script;
}

/**
 * The widest screen that shows the reflowed resume: narrower than the page (its format's width
 * in CSS pixels) and the frame's padding.
 */
export function reflowMaxWidth(format: string): number {
  return Math.ceil((pageSizeOf(format).width * 96) / 25.4) + 16;
}

/**
 * The reflowed resume below `reflowMaxWidth`, the page frame above it (and on a phone when
 * `#page` is the target: "View as PDF page"). The frame keeps one page's height while its
 * pages are laid out, so the footer does not jump.
 */
function viewCss(maxWidth: number): string {
  return `
.share-reflow, .share-to-page, .share-to-reflow { display: none; }
.share-frame .sira-pages:empty { min-block-size: var(--sira-page-h); }
@media screen and (max-width: ${maxWidth - 0.02}px) {
  html, body { background: var(--share-sheet); }
  .share-main { padding: 0; }
  .share-reflow { display: block; }
  .share-frame { display: none; }
  .share-frame:target { display: block; }
  .share-frame:target + .share-reflow { display: none; }
  .share-main:has(.share-frame:target) { padding: 16px 8px 32px; }
  html:has(.share-frame:target), html:has(.share-frame:target) body { background: #e2e8f0; }
  html.dark:has(.share-frame:target), html.dark:has(.share-frame:target) body { background: #020617; }
  .share-to-page { display: inline-flex; }
  body:has(.share-frame:target) .share-to-page { display: none; }
  body:has(.share-frame:target) .share-to-reflow { display: inline-flex; }
  /* Name and appearance on the first row, the two actions side by side on the second. */
  .share-bar { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  .share-name { grid-column: 1 / 3; grid-row: 1; padding-inline-end: 52px; }
  .share-theme { grid-column: 2; grid-row: 1; justify-self: end; }
  .share-view { grid-column: 1; grid-row: 2; }
  .share-download { grid-column: 2; grid-row: 2; }
  .share-button { box-sizing: border-box; min-block-size: 44px; min-inline-size: 44px; justify-content: center; padding-inline: 8px; white-space: nowrap; }
  /* Over the page frame the actions (the way back) stay at hand. */
  body:has(.share-frame:target) .share-bar { position: sticky; inset-block-start: 0; z-index: 1; }
  .share-frame { scroll-margin-block-start: 112px; }
  .share-footer { background: #e2e8f0; padding-block-start: 16px; }
  html.dark .share-footer { background: #020617; }
}
/* Printed from a phone: the pages once laid out, else the reflowed resume (never an empty frame). */
@media print {
  .share-reflow { display: none; } .share-frame { display: block; }
  html:not([data-share-pages]) .share-reflow { display: block; }
  html:not([data-share-pages]) .share-frame { display: none; }
}
`;
}

/** The page's own CSS around the resume: background, bar, page shadows, print and no-script rules. */
const pageCss = `
@media screen {
  html, body { background: #e2e8f0; }
  html.dark, html.dark body { background: #020617; }
  body { --sira-page-gap: 24px; min-block-size: 100dvh; display: flex; flex-direction: column; }
  .share-main { flex: 1; padding: 16px 8px 32px; overflow-x: clip; }
  .sira-page { box-shadow: 0 1px 3px rgb(15 23 42 / 0.12), 0 8px 24px rgb(15 23 42 / 0.12); }
}
.share-bar {
  display: flex; align-items: center; gap: 8px; flex-wrap: wrap;
  padding: 8px 12px; background: #ffffff; border-block-end: 1px solid #cbd5e1;
  font: 14px/1.4 system-ui, "Tajawal", "Inter", sans-serif; color: #0f172a;
}
html.dark .share-bar { background: #0f172a; color: #e2e8f0; border-color: #1e293b; }
.share-name { font-weight: 700; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; flex: 1; }
.share-button {
  display: inline-flex; align-items: center; gap: 6px; padding: 8px 14px; border-radius: 10px;
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; border: 1px solid transparent;
}
.share-download { background: #0f766e; color: #ffffff; }
.share-view { background: transparent; color: inherit; border-color: #94a3b8; }
html.dark .share-view { border-color: #475569; }
.share-download:hover { background: #115e59; }
.share-theme { background: transparent; color: inherit; border-color: #cbd5e1; padding: 8px 10px; }
html.dark .share-theme { border-color: #334155; }
.share-button:focus-visible { outline: 2px solid #0d9488; outline-offset: 2px; }
.share-theme svg, .share-view svg { inline-size: 18px; block-size: 18px; flex: none; }
html[dir="rtl"] .share-to-reflow svg { transform: scaleX(-1); }
.share-theme [data-icon] { display: none; }
.share-theme[data-mode="light"] [data-icon="light"], .share-theme[data-mode="dark"] [data-icon="dark"],
.share-theme:not([data-mode="light"]):not([data-mode="dark"]) [data-icon="system"] { display: inline; }
.share-footer { text-align: center; padding: 8px 12px 24px; font: 14px/1.4 system-ui, "Tajawal", "Inter", sans-serif; }
.share-footer a { color: #115e59; }
html.dark .share-footer a { color: #2dd4bf; }
@media print { .share-bar, .share-footer { display: none; } .share-main { padding: 0; } }
`;

/** Without a script the pages are never laid out: show the resume's source, still in its template styles. */
const noScriptCss = `.sira-source { display: block; max-inline-size: var(--sira-page-w); margin-inline: auto; background: var(--sira-bg); padding: var(--sira-margin); } .sira-pages { display: none; }`;

const icons = {
  page: '<svg aria-hidden="true" viewBox="0 0 256 256" fill="currentColor"><path d="m213.66 82.34-56-56A8 8 0 0 0 152 24H56a16 16 0 0 0-16 16v176a16 16 0 0 0 16 16h144a16 16 0 0 0 16-16V88a8 8 0 0 0-2.34-5.66ZM160 51.31 188.69 80H160ZM200 216H56V40h88v48a8 8 0 0 0 8 8h48v120Zm-32-80a8 8 0 0 1-8 8H96a8 8 0 0 1 0-16h64a8 8 0 0 1 8 8Zm0 32a8 8 0 0 1-8 8H96a8 8 0 0 1 0-16h64a8 8 0 0 1 8 8Z"/></svg>',
  back: '<svg aria-hidden="true" viewBox="0 0 256 256" fill="currentColor"><path d="M224 128a8 8 0 0 1-8 8H59.31l58.35 58.34a8 8 0 0 1-11.32 11.32l-72-72a8 8 0 0 1 0-11.32l72-72a8 8 0 0 1 11.32 11.32L59.31 120H216a8 8 0 0 1 8 8Z"/></svg>',
  download:
    '<svg aria-hidden="true" viewBox="0 0 256 256" width="18" height="18" fill="currentColor"><path d="M224 144v64a8 8 0 0 1-8 8H40a8 8 0 0 1-8-8v-64a8 8 0 0 1 16 0v56h160v-56a8 8 0 0 1 16 0Zm-101.66 5.66a8 8 0 0 0 11.32 0l40-40a8 8 0 0 0-11.32-11.32L136 124.69V32a8 8 0 0 0-16 0v92.69L93.66 98.34a8 8 0 0 0-11.32 11.32Z"/></svg>',
  light:
    '<svg data-icon="light" aria-hidden="true" viewBox="0 0 256 256" fill="currentColor"><path d="M120 40V16a8 8 0 0 1 16 0v24a8 8 0 0 1-16 0Zm72 88a64 64 0 1 1-64-64 64.07 64.07 0 0 1 64 64Zm-16 0a48 48 0 1 0-48 48 48.05 48.05 0 0 0 48-48ZM58.34 69.66a8 8 0 0 0 11.32-11.32l-16-16a8 8 0 0 0-11.32 11.32Zm0 116.68-16 16a8 8 0 0 0 11.32 11.32l16-16a8 8 0 0 0-11.32-11.32ZM192 72a8 8 0 0 0 5.66-2.34l16-16a8 8 0 0 0-11.32-11.32l-16 16A8 8 0 0 0 192 72Zm5.66 114.34a8 8 0 0 0-11.32 11.32l16 16a8 8 0 0 0 11.32-11.32ZM48 128a8 8 0 0 0-8-8H16a8 8 0 0 0 0 16h24a8 8 0 0 0 8-8Zm80 80a8 8 0 0 0-8 8v24a8 8 0 0 0 16 0v-24a8 8 0 0 0-8-8Zm112-88h-24a8 8 0 0 0 0 16h24a8 8 0 0 0 0-16Z"/></svg>',
  system:
    '<svg data-icon="system" aria-hidden="true" viewBox="0 0 256 256" fill="currentColor"><path d="M208 40H48a24 24 0 0 0-24 24v112a24 24 0 0 0 24 24h72v16H96a8 8 0 0 0 0 16h64a8 8 0 0 0 0-16h-24v-16h72a24 24 0 0 0 24-24V64a24 24 0 0 0-24-24Zm8 136a8 8 0 0 1-8 8H48a8 8 0 0 1-8-8V64a8 8 0 0 1 8-8h160a8 8 0 0 1 8 8Z"/></svg>',
  dark: '<svg data-icon="dark" aria-hidden="true" viewBox="0 0 256 256" fill="currentColor"><path d="M233.54 142.23a8 8 0 0 0-8-2 88.08 88.08 0 0 1-109.8-109.8 8 8 0 0 0-10-10 104.84 104.84 0 0 0-52.91 37A104 104 0 0 0 136 224a103.09 103.09 0 0 0 62.52-20.88 104.84 104.84 0 0 0 37-52.91 8 8 0 0 0-1.98-7.98Zm-44.64 48.11A88 88 0 0 1 65.66 67.11a89 89 0 0 1 31.4-26A106 106 0 0 0 96 56a104.11 104.11 0 0 0 104 104 106 106 0 0 0 14.92-1.06 89 89 0 0 1-26.02 31.4Z"/></svg>',
};

export interface SharePageInput {
  resume: PublicResume;
  username: string;
  /** The app's public origin (PUBLIC_URL), for canonical and og: URLs. */
  origin: string;
  /** Hash of the printed content: the preview image's cache key. */
  contentHash: string;
  /** The resume rendered in its template (in the worker pool, as for printing). */
  parts: ResumeParts;
  /** The same resume reflowed for a phone (renderReflowBody, in the worker pool). */
  reflow: string;
}

/** The public page's complete HTML. */
export function renderSharePage({
  resume,
  username,
  origin,
  contentHash,
  parts,
  reflow,
}: SharePageInput): string {
  const { data } = resume;
  const language: Language = data.metadata.language;
  const t = messages[language];
  const fontCss = fontFaceCss(
    data.metadata.typography.font.family,
    (file) => sharePaths.font(file.file),
    language,
  );
  const path = publicResumePath(username, resume.slug);
  const canonical = new URL(path, origin).href;
  const name = data.basics.name.trim() || t.resume;
  const title = data.basics.headline.trim() ? `${name} — ${data.basics.headline.trim()}` : name;
  const description = clip(
    htmlToText(data.sections.summary.content).replace(/\s+/g, " ") || data.basics.headline || name,
    200,
  );
  const image = new URL(`${sharePaths.preview(username, resume.slug)}?v=${contentHash.slice(0, 16)}`, origin)
    .href;
  const asset = sharePageAsset();
  // The regular faces of the resume's font start loading with the HTML (not once the CSS is
  // parsed), so the text is set in them at first paint and does not shift when they arrive.
  const preloads = fontFiles(data.metadata.typography.font.family, language)
    .filter((f) => f.weight === 400 && (f.subset === "latin" || (language === "ar" && f.subset === "arabic")))
    .map(
      (f) => `<link rel="preload" href="${sharePaths.font(f.file)}" as="font" type="font/woff2" crossorigin>`,
    )
    .join("\n");
  // Around the reflowed resume, the screen takes the resume's own background.
  const sheet = /^#[0-9a-f]{3,8}$/i.test(data.metadata.theme.background.trim())
    ? data.metadata.theme.background.trim()
    : "#ffffff";
  const meta = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${language === "ar" ? "ar_AR" : "en_US"}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join("\n");
  return `<!doctype html>
<html lang="${parts.lang}" dir="${parts.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${meta}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${preloads}
<style>${inStyle(`${fontCss}\n${parts.css}\n${reflowCss}\n${pageCss}\n${viewCss(reflowMaxWidth(data.metadata.page.format))}\n:root { --share-sheet: ${sheet}; }`)}</style>
<noscript><style>${noScriptCss}</style></noscript>
<script src="${sharePaths.script}?v=${asset.version}" defer></script>
</head>
<body>
<header class="share-bar">
<span class="share-name"><bdi>${escapeHtml(name)}</bdi></span>
<a class="share-button share-view share-to-page" href="#page">${icons.page}<span>${t.viewPage}</span></a>
<a class="share-button share-view share-to-reflow" href="#">${icons.back}<span>${t.viewReflow}</span></a>
<a class="share-button share-download" href="${escapeHtml(sharePaths.pdf(username, resume.slug))}" download>${icons.download}<span>${t.download}</span></a>
<button type="button" class="share-button share-theme" data-share-theme aria-label="${t.theme}" title="${t.theme}">${icons.light}${icons.system}${icons.dark}</button>
</header>
<main class="share-main" aria-label="${escapeHtml(name)}">
<div class="share-frame" id="page" data-share-frame>
${parts.body}
</div>
<div class="share-reflow">
${reflow}
</div>
</main>
<footer class="share-footer"><a href="/">${t.home}</a></footer>
</body>
</html>`;
}

/**
 * What a private, deleted or unknown resume answers: HTTP 404 (crawlers drop the link), not
 * indexed, and the visitor is sent to `/` (spec §8), with or without a script.
 */
export function renderShareNotFound(language: Language): string {
  const t = messages[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0;url=/">
<title>${t.notFoundTitle}</title>
</head>
<body style="font-family: system-ui, sans-serif; padding: 24px">
<h1>${t.notFoundTitle}</h1>
<p>${t.notFound}</p>
<p><a href="/">${t.goHome}</a></p>
</body>
</html>`;
}
