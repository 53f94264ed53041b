import type { ResumeData } from "@sira/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { customCss, ResumeDocument, templateCss } from "./document";
import { pageSizeOf } from "./lib/theme";
import { paginate, preparePages } from "./paginate";
import { printDocumentCss } from "./styles";

export interface RenderHtmlOptions {
  /** @font-face rules (fontFaceCss / inlineFontFaceCss). Trusted: produced by the server. */
  fontCss?: string;
  /** Origin (and path prefix) of the app's assets, for app-relative picture URLs. */
  assetBase?: string;
  /**
   * Content-Security-Policy sources pictures and fonts may load from besides data: URLs
   * (default: assetBase's origin only), so a picture URL cannot make the printer fetch
   * arbitrary hosts.
   */
  allowedSources?: string[];
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The paginate script, inlined. `__name` covers the helper some bundlers add for keepNames. */
export function paginationScript(): string {
  return `(function () {
  var __name = function (target) { return target; };
  var paginate = (${paginate.toString()});
  var preparePages = (${preparePages.toString()});
  var root = document.querySelector("[data-sira-root]");
  var done = function () { window.__SIRA_READY__ = true; };
  if (!root) { done(); return; }
  preparePages(root, paginate).then(done, function (error) { window.__SIRA_ERROR__ = String(error); done(); });
})();`;
}

/**
 * A complete, standalone HTML document of the resume: CSS, fonts (as given) and the pagination
 * script inlined, no other network use. Load it in Chromium, wait for
 * `window.__SIRA_READY__ === true`, then `page.pdf({ preferCSSPageSize: true, printBackground: true })`:
 * each page box prints as one PDF page of the resume's format.
 */
export function renderResumeHtml(data: ResumeData, options: RenderHtmlOptions = {}): string {
  const size = pageSizeOf(data.metadata.page.format);
  const sources = [...(options.allowedSources ?? []), originOf(options.assetBase)].filter(Boolean).join(" ");
  const csp = [
    "default-src 'none'",
    `img-src data: ${sources}`.trim(),
    `font-src data: ${sources}`.trim(),
    "style-src 'unsafe-inline'",
    "script-src 'unsafe-inline'",
  ].join("; ");
  const css = [
    options.fontCss ?? "",
    printDocumentCss(size.width, size.height),
    templateCss(data.metadata.template),
    customCss(data),
  ]
    .join("\n")
    .replace(/<\/style/gi, "<\\/style");
  const body = renderToStaticMarkup(
    <ResumeDocument data={data} withStyles={false} assetBase={options.assetBase} />,
  );
  const title = data.basics.name.trim() || "Resume";
  const dir = data.metadata.language === "ar" ? "rtl" : "ltr";
  return `<!doctype html>
<html lang="${data.metadata.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body>
${body}
<script>${paginationScript().replace(/<\/script/gi, "<\\/script")}</script>
</body>
</html>`;
}
