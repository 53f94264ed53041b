import type { DocxBlock, DocxDocument } from "@sira/importers/docx/read-docx";
import type { ImportOriginal } from "@sira/schema/import-api";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { originalFileUrl, useOriginalFile } from "./import-review-api";
import { loadPdfJs } from "./load-pdfjs";

/** Pages of an original PDF drawn at most (the importer reads the same number). */
const maxPdfPages = 10;

/**
 * The imported file as the user gave it, beside what was read: a PDF drawn page by page with
 * the app's own pdf.js worker (no CDN), a Word file as its paragraphs, headings, lists and tables
 * (read in the browser with the importer's own reader, never as HTML), a JSON file as text, a zip
 * as a download. A link downloads the original in every case.
 */
export function OriginalViewer({ resumeId, original }: { resumeId: string; original: ImportOriginal }) {
  const { t } = useTranslation("import");
  const file = useOriginalFile(resumeId, original.kind !== "zip");
  let body: ReactNode;
  if (original.kind === "zip") body = <p className={noteClass}>{t("review.original.zip")}</p>;
  else if (file.isError) body = <p className={noteClass}>{t("review.original.failed")}</p>;
  else if (!file.data) body = <p className={noteClass}>{t("review.original.loading")}</p>;
  else if (original.kind === "pdf") body = <PdfPages bytes={file.data} />;
  else if (original.kind === "docx") body = <DocxView bytes={file.data} />;
  else body = <JsonView bytes={file.data} />;
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
        <span className="min-w-0 flex-1 truncate">
          <bdi>{original.fileName}</bdi>
        </span>
        <a
          href={originalFileUrl(resumeId)}
          download={original.fileName || undefined}
          className="font-medium text-teal-700 underline-offset-2 hover:underline dark:text-teal-400"
        >
          {t("review.original.download")}
        </a>
      </div>
      <div className="min-h-0 flex-1 overflow-auto rounded-xl border border-slate-200 bg-slate-100 p-2 dark:border-slate-700 dark:bg-slate-950">
        {body}
      </div>
    </div>
  );
}

const noteClass = "p-4 text-slate-600 text-sm dark:text-slate-300";

/** The PDF's pages as images, drawn with pdf.js at the width of the panel. */
function PdfPages({ bytes }: { bytes: Uint8Array }) {
  const { t } = useTranslation("import");
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [pageCount, setPageCount] = useState(0);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const task = pdfjs.getDocument({
          data: bytes.slice(),
          isEvalSupported: false,
          disableFontFace: true,
          useSystemFonts: false,
          disableAutoFetch: true,
          disableStream: true,
        });
        destroy = () => void task.destroy();
        const doc = await task.promise;
        const count = Math.min(doc.numPages, maxPdfPages);
        if (cancelled) return;
        setPageCount(doc.numPages);
        element.replaceChildren();
        const width = Math.max(240, element.clientWidth - 8);
        for (let n = 1; n <= count && !cancelled; n++) {
          const page = await doc.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const scale = width / base.width;
          const ratio = window.devicePixelRatio || 1;
          const viewport = page.getViewport({ scale: scale * ratio });
          const canvas = document.createElement("canvas");
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = "100%";
          canvas.className = "mb-2 block bg-white shadow";
          canvas.setAttribute("role", "img");
          canvas.setAttribute("aria-label", t("review.original.page", { page: n, count: doc.numPages }));
          element.append(canvas);
          await page.render({ canvas, viewport }).promise;
          page.cleanup();
        }
        if (!cancelled) setState("ready");
      } catch (error) {
        console.warn("original PDF could not be drawn", error);
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [bytes, t]);

  return (
    <div>
      {state === "loading" && <p className={noteClass}>{t("review.original.loading")}</p>}
      {state === "failed" && <p className={noteClass}>{t("review.original.failed")}</p>}
      <div ref={holder} data-testid="original-pdf" />
      {state === "ready" && pageCount > maxPdfPages && (
        <p className={noteClass}>{t("review.original.morePages", { count: pageCount - maxPdfPages })}</p>
      )}
    </div>
  );
}

/** A Word document read with the importer's reader (lazy: saxes and fflate load on first use). */
function DocxView({ bytes }: { bytes: Uint8Array }) {
  const { t } = useTranslation("import");
  const [document, setDocument] = useState<DocxDocument | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void import("@sira/importers/docx/read-docx").then(({ readDocx }) => {
      if (cancelled) return;
      const read = readDocx(bytes);
      setDocument(read.ok ? read.document : null);
    });
    return () => {
      cancelled = true;
    };
  }, [bytes]);
  if (document === undefined) return <p className={noteClass}>{t("review.original.loading")}</p>;
  if (document === null) return <p className={noteClass}>{t("review.original.failed")}</p>;
  return (
    <article
      data-testid="original-docx"
      className="mx-auto max-w-[48rem] bg-white p-6 text-slate-900 text-sm leading-relaxed shadow"
    >
      {document.header.length > 0 && (
        <header className="mb-3 border-slate-200 border-b pb-3">
          <DocxBlocks blocks={document.header} />
        </header>
      )}
      <DocxBlocks blocks={document.body} />
    </article>
  );
}

const alignClass: Record<string, string> = {
  center: "text-center",
  right: "text-right",
  end: "text-end",
  left: "text-left",
  start: "text-start",
  both: "text-justify",
};

/** Word's title and headings below the viewer's own headings (h3 and h4 are the review's). */
const headingTags = ["h4", "h5", "h6", "h6"] as const;

function DocxBlocks({ blocks }: { blocks: DocxBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = index;
        if (block.kind === "table")
          return (
            <table key={key} dir={block.rtl ? "rtl" : "ltr"} className="my-2 w-full border-collapse">
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c} className="border border-slate-200 p-2 align-top">
                        <DocxBlocks blocks={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        const text = block.lines.map((parts) => parts.filter(Boolean).join("\u2003"));
        if (text.every((line) => !line.trim())) return null;
        const lines = text.map((line, i) => (
          <span key={i}>
            {i > 0 && <br />}
            {line}
          </span>
        ));
        const props = {
          dir: block.rtl ? "rtl" : "auto",
          className: `${alignClass[block.align] ?? ""} ${block.list ? "ms-5 list-item list-disc" : ""}`,
        };
        if (block.headingLevel !== undefined) {
          const Heading = headingTags[Math.min(headingTags.length - 1, block.headingLevel)] ?? "h6";
          return (
            <Heading
              key={key}
              {...props}
              className={`${props.className} mt-2 font-bold ${block.headingLevel <= 1 ? "text-base" : "text-sm"}`}
            >
              {lines}
            </Heading>
          );
        }
        return (
          <p key={key} {...props} className={`${props.className} my-1`}>
            {lines}
          </p>
        );
      })}
    </>
  );
}

/** A JSON file as indented text (left to right, as written). */
function JsonView({ bytes }: { bytes: Uint8Array }) {
  const text = new TextDecoder().decode(bytes.subarray(0, 512 * 1024));
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON after all: show it as it is.
  }
  return (
    <pre dir="ltr" className="whitespace-pre-wrap break-words bg-white p-4 text-left text-slate-900 text-xs">
      {shown}
    </pre>
  );
}
