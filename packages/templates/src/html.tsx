import { escapeHtml } from "@sira/html";
import type { ResumeData } from "@sira/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { customCss, ResumeDocument, templateCss } from "./document";
import { pageSizeOf } from "./lib/theme";
import { paginateScript } from "./paginate";
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

/** The paginate script, inlined (paginateScript). */
export function paginationScript(): string {
  return `(function () {
  ${paginateScript()}
  var root = document.querySelector("[data-sira-root]");
  var done = function () { window.__SIRA_READY__ = true; };
  if (!root) { done(); return; }
  preparePages(root, paginate).then(done, function (error) { window.__SIRA_ERROR__ = String(error); done(); });
})();`;
}

/** The pieces of a resume document; `renderResumeHtml` joins them, the print host loads them. */
export interface ResumeParts {
  lang: ResumeData["metadata"]["language"];
  dir: "rtl" | "ltr";
  /** Document title (the PDF's title). */
  title: string;
  /** Page, template and custom CSS (no @font-face rules). */
  css: string;
  /** The rendered resume (ResumeDocument) as static markup. */
  body: string;
}

/** Render a resume's markup and CSS once, for a standalone document or the print host. */
export function renderResumeParts(
  data: ResumeData,
  options: Pick<RenderHtmlOptions, "assetBase"> = {},
): ResumeParts {
  const size = pageSizeOf(data.metadata.page.format);
  const css = [
    printDocumentCss(size.width, size.height),
    templateCss(data.metadata.template),
    customCss(data),
  ].join("\n");
  const body = renderToStaticMarkup(
    <ResumeDocument data={data} withStyles={false} assetBase={options.assetBase} />,
  );
  return { ...documentIdentity(data), css, body };
}

/** A resume's print parts' language, direction and title (the PDF viewer's title bar: the name, else "resume" in the resume's language). */
export function documentIdentity(data: ResumeData): Pick<ResumeParts, "lang" | "dir" | "title"> {
  return {
    lang: data.metadata.language,
    dir: data.metadata.language === "ar" ? "rtl" : "ltr",
    title: data.basics.name.trim() || (data.metadata.language === "ar" ? "سيرة ذاتية" : "Resume"),
  };
}

/** Text for inside a <style> or <script> element: its closing tag cannot appear. */
function inElement(text: string, tag: "style" | "script"): string {
  return text.replace(new RegExp(`</${tag}`, "gi"), `<\\/${tag}`);
}

/**
 * A complete, standalone HTML document of the resume: CSS, fonts (as given) and the pagination
 * script inlined, no other network use. Load it in Chromium, wait for
 * `window.__SIRA_READY__ === true`, then `page.pdf({ preferCSSPageSize: true, printBackground: true })`:
 * each page box prints as one PDF page of the resume's format.
 */
export function renderResumeHtml(data: ResumeData, options: RenderHtmlOptions = {}): string {
  const sources = [...(options.allowedSources ?? []), originOf(options.assetBase)].filter(Boolean).join(" ");
  const csp = [
    "default-src 'none'",
    `img-src data: ${sources}`.trim(),
    `font-src data: ${sources}`.trim(),
    "style-src 'unsafe-inline'",
    "script-src 'unsafe-inline'",
  ].join("; ");
  const parts = renderResumeParts(data, options);
  const css = [options.fontCss ?? "", parts.css].join("\n");
  return `<!doctype html>
<html lang="${parts.lang}" dir="${parts.dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<title>${escapeHtml(parts.title)}</title>
<style>${inElement(css, "style")}</style>
</head>
<body>
${parts.body}
<script>${inElement(paginationScript(), "script")}</script>
</body>
</html>`;
}

/**
 * The print host: an empty document with every bundled font face (`fontCss`) that a warm printing
 * page keeps, loading one resume after another with `printHostScript`'s `load` instead of
 * parsing a new document (and decoding its fonts again) for each print. Its policy allows no
 * script at all: resume markup set into it can never run code; only the host functions, which
 * the printer installs through the DevTools protocol (not subject to the page's policy), run.
 */
export function printHostHtml(fontCss: string): string {
  const csp =
    "default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'; script-src 'none'";
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<style data-sira-fonts>${inElement(fontCss, "style")}</style>
<style data-sira-doc></style>
</head>
<body></body></html>`;
}

/**
 * A script expression for the print host that defines `window.__SIRA_PRINT__`:
 * `load(parts)` sets the document's language, direction, title, CSS and markup, paginates, waits
 * for fonts and pictures, and resolves to the number of page boxes; `clear()` empties the
 * document again and answers whether it is back to the bare host (nothing of the last resume
 * left: same head elements, empty body, no ready flag).
 */
export function printHostScript(): string {
  return `(function () {
  ${paginateScript()}
  var root = document.documentElement;
  var docStyle = document.querySelector("style[data-sira-doc]");
  var headNodes = Array.prototype.slice.call(document.head.childNodes);
  function bare() {
    var head = document.head.childNodes;
    if (head.length !== headNodes.length) return false;
    for (var i = 0; i < head.length; i++) if (head[i] !== headNodes[i]) return false;
    return document.body.childNodes.length === 0 && docStyle.textContent === "" &&
      document.title === "" && !root.hasAttribute("lang") && !root.hasAttribute("dir") &&
      root.attributes.length === 0 && document.body.attributes.length === 0 &&
      !("__SIRA_READY__" in window) && !("__SIRA_ERROR__" in window);
  }
  window.__SIRA_PRINT__ = {
    load: function (parts) {
      if (!bare()) return Promise.reject(new Error("print host not empty"));
      root.setAttribute("lang", parts.lang);
      root.setAttribute("dir", parts.dir);
      docStyle.textContent = parts.css;
      document.body.innerHTML = parts.body;
      var found = document.querySelector("[data-sira-root]");
      var pages = found ? preparePages(found, paginate) : Promise.resolve(0);
      return pages.then(function () {
        var title = document.createElement("title");
        title.textContent = parts.title;
        document.head.appendChild(title);
        return document.querySelectorAll(".sira-page").length;
      });
    },
    clear: function () {
      var title = document.head.querySelector("title");
      if (title) title.remove();
      root.removeAttribute("lang");
      root.removeAttribute("dir");
      docStyle.textContent = "";
      document.body.textContent = "";
      return bare();
    },
  };
})()`;
}
