import { SaxesParser, type SaxesTagPlain } from "saxes";
import type { PdfTextLine } from "../pdf/pdf-text";
import { columnRoles, tableEntry } from "../pipeline/table-columns";
import { unzipWithinLimits, zipEntryNames } from "../zip";

/** One paragraph of a Word document with the layout facts the resume parser uses. */
export interface DocxParagraph {
  kind: "paragraph";
  /** Text of each tab-separated part of each visual line (a line break starts a new line). */
  lines: string[][];
  /** Style name as Word writes it in styles.xml ("heading 1", "Title", "List Paragraph"). */
  style: string;
  /** Heading level (0 for the title, 1–9 for headings) from the style or the outline level. */
  headingLevel?: number;
  /** Right-to-left paragraph (w:bidi on the paragraph or its style). */
  rtl: boolean;
  /** Paragraph of a numbered or bulleted list (w:numPr on the paragraph or its style). */
  list: boolean;
  /** Alignment (w:jc): start/left, end/right, center, both. */
  align: string;
  /** Largest font size of the paragraph's runs, in points (undefined: the style's). */
  size?: number;
}

/** A Word table: rows of cells, each cell holding paragraphs and nested tables. */
export interface DocxTable {
  kind: "table";
  rows: DocxBlock[][][];
  /** The table is laid out right to left (w:bidiVisual): its first cell is on the right. */
  rtl: boolean;
}

export type DocxBlock = DocxParagraph | DocxTable;

export interface DocxDocument {
  /** Paragraphs of the page headers (where many CVs put name and contacts), then of the body. */
  header: DocxBlock[];
  body: DocxBlock[];
  /** Targets of the document's hyperlinks. */
  links: string[];
  /** The document's default font size in points (docDefaults). */
  defaultSize: number;
}

export type DocxReadResult =
  | { ok: true; document: DocxDocument }
  | { ok: false; reason: "notDocx" | "docxBroken" | "zip"; zipErrors?: { en: string; ar: string }[] };

interface StyleFacts {
  name: string;
  size?: number;
  /** Size of complex-script text (w:szCs: Arabic letters are set in it). */
  sizeCs?: number;
  headingLevel?: number;
  rtl?: boolean;
  list?: boolean;
  basedOn?: string;
}

/** Parse XML with saxes (no DTD entities are expanded, so no entity bombs), calling back per event. */
function parseXml(
  xml: string,
  open: (tag: SaxesTagPlain) => void,
  close: (name: string) => void,
  text: (value: string) => void,
): void {
  const parser = new SaxesParser({ xmlns: false });
  parser.on("opentag", (tag) => {
    open(tag);
    if (tag.isSelfClosing) close(tag.name);
  });
  parser.on("closetag", (tag) => {
    if (!tag.isSelfClosing) close(tag.name);
  });
  parser.on("text", text);
  parser.write(xml).close();
}

const truthy = (value: string | undefined) => value === undefined || !/^(?:0|false|off)$/i.test(value);

function headingLevelOfName(name: string): number | undefined {
  const lower = name.toLowerCase();
  if (lower === "title") return 0;
  const match = /^heading\s*(\d)$/.exec(lower);
  return match ? Number(match[1]) : undefined;
}

/** styleId → name, size, heading level, direction and list facts (following basedOn). */
function readStyles(xml: string | undefined): { styles: Map<string, StyleFacts>; defaultSize: number } {
  const styles = new Map<string, StyleFacts>();
  let defaultSize = 11;
  if (!xml) return { styles, defaultSize };
  let current: StyleFacts | undefined;
  let inDefaults = false;
  parseXml(
    xml,
    (tag) => {
      const a = tag.attributes as Record<string, string>;
      switch (tag.name) {
        case "w:docDefaults":
          inDefaults = true;
          break;
        case "w:style":
          current = { name: a["w:styleId"] ?? "" };
          if (a["w:styleId"]) styles.set(a["w:styleId"], current);
          break;
        case "w:name":
          if (current) current.name = a["w:val"] ?? current.name;
          break;
        case "w:basedOn":
          if (current) current.basedOn = a["w:val"];
          break;
        case "w:sz": {
          const size = Number(a["w:val"]) / 2;
          if (!Number.isFinite(size) || size <= 0) break;
          if (current) current.size = size;
          else if (inDefaults) defaultSize = size;
          break;
        }
        case "w:szCs": {
          const size = Number(a["w:val"]) / 2;
          if (current && Number.isFinite(size) && size > 0) current.sizeCs = size;
          break;
        }
        case "w:outlineLvl":
          if (current) current.headingLevel = Number(a["w:val"]) + 1;
          break;
        case "w:bidi":
          if (current) current.rtl = truthy(a["w:val"]);
          break;
        case "w:numPr":
          if (current) current.list = true;
          break;
      }
    },
    (name) => {
      if (name === "w:style") current = undefined;
      if (name === "w:docDefaults") inDefaults = false;
    },
    () => undefined,
  );
  const resolve = (id: string, depth = 0): StyleFacts | undefined => {
    const style = styles.get(id);
    if (!style || depth > 10 || !style.basedOn) return style;
    const base = resolve(style.basedOn, depth + 1);
    return {
      ...style,
      size: style.size ?? base?.size,
      sizeCs: style.sizeCs ?? base?.sizeCs,
      headingLevel: style.headingLevel ?? base?.headingLevel,
      rtl: style.rtl ?? base?.rtl,
      list: style.list ?? base?.list,
    };
  };
  const resolved = new Map<string, StyleFacts>();
  for (const id of styles.keys()) {
    const style = resolve(id);
    if (style)
      resolved.set(id, { ...style, headingLevel: headingLevelOfName(style.name) ?? style.headingLevel });
  }
  return { styles: resolved, defaultSize };
}

/** Hyperlink targets by relationship id. */
function readRelationships(xml: string | undefined): Map<string, string> {
  const links = new Map<string, string>();
  if (!xml) return links;
  parseXml(
    xml,
    (tag) => {
      const a = tag.attributes as Record<string, string>;
      if (tag.name === "Relationship" && /\/hyperlink$/.test(a.Type ?? "") && a.Id && a.Target)
        links.set(a.Id, a.Target);
    },
    () => undefined,
    () => undefined,
  );
  return links;
}

/**
 * The blocks of one WordprocessingML part (document.xml or a header): paragraphs with their
 * style, direction, list marker, alignment and size; tables as rows of cells. Text boxes'
 * paragraphs come before the paragraph that anchors them; alternate content is read once (its
 * choice, not its fallback); deleted text and field codes are left out.
 */
function readBlocks(
  xml: string,
  styles: Map<string, StyleFacts>,
  rels: Map<string, string>,
  links: string[],
) {
  const root: DocxBlock[] = [];
  const containers: DocxBlock[][] = [root];
  const tables: DocxTable[] = [];
  const paragraphs: DocxParagraph[] = [];
  let skipDepth = 0;
  let inPPr = 0;
  let inRPr = 0;
  let inText = false;
  // The current run's sizes and script (w:sz, w:szCs, w:rtl/w:cs): Word sets Arabic letters, and
  // any run marked right to left or complex script, in the complex-script size.
  let runSize: number | undefined;
  let runSizeCs: number | undefined;
  let runComplex = false;
  // Content controls open around the current position; true for one still showing its placeholder.
  const controls: boolean[] = [];
  const paragraph = () => paragraphs[paragraphs.length - 1];
  const currentLine = () => {
    const p = paragraph();
    if (!p) return undefined;
    if (!p.lines.length) p.lines.push([""]);
    return p.lines[p.lines.length - 1] as string[];
  };
  const skipped = new Set([
    "mc:Fallback",
    "w:del",
    "w:instrText",
    "w:delText",
    "w:delInstrText",
    "w:rPrChange",
    "w:pPrChange",
  ]);
  parseXml(
    xml,
    (tag) => {
      if (skipDepth > 0 || skipped.has(tag.name)) {
        // Every tag counts, self-closing ones too: parseXml calls close for them as well.
        skipDepth++;
        return;
      }
      const a = tag.attributes as Record<string, string>;
      const p = paragraph();
      switch (tag.name) {
        case "w:p":
          paragraphs.push({ kind: "paragraph", lines: [], style: "", rtl: false, list: false, align: "" });
          break;
        case "w:pPr":
          inPPr++;
          break;
        case "w:r":
          runSize = undefined;
          runSizeCs = undefined;
          runComplex = false;
          break;
        case "w:sdt":
          controls.push(false);
          break;
        case "w:showingPlcHdr":
          if (controls.length && truthy(a["w:val"])) controls[controls.length - 1] = true;
          break;
        case "w:sdtContent":
          // A content control still showing its placeholder ("[Job Title]", "Click here to enter
          // text"): the template's prompt, not the person's text.
          if (controls[controls.length - 1] && !tag.isSelfClosing) skipDepth = 1;
          break;
        case "w:rPr":
          inRPr++;
          break;
        case "w:pStyle":
          if (p && inPPr) {
            const style = styles.get(a["w:val"] ?? "");
            p.style = style?.name ?? a["w:val"] ?? "";
            p.headingLevel = style?.headingLevel ?? headingLevelOfName(p.style);
            if (style?.rtl) p.rtl = true;
            if (style?.list) p.list = true;
            const styleSize = p.rtl ? (style?.sizeCs ?? style?.size) : style?.size;
            if (styleSize && !p.size) p.size = styleSize;
          }
          break;
        case "w:bidi":
          if (p && inPPr && !inRPr) p.rtl = truthy(a["w:val"]);
          break;
        case "w:numPr":
          if (p && inPPr) p.list = true;
          break;
        case "w:outlineLvl":
          if (p && inPPr && !inRPr) p.headingLevel ??= Number(a["w:val"]) + 1;
          break;
        case "w:jc":
          if (p && inPPr && !inRPr) p.align = a["w:val"] ?? "";
          break;
        case "w:sz":
        case "w:szCs":
          if (p && inRPr && !inPPr) {
            const size = Number(a["w:val"]) / 2;
            if (Number.isFinite(size) && size > 0) {
              if (tag.name === "w:sz") runSize = size;
              else runSizeCs = size;
            }
          }
          break;
        case "w:rtl":
        case "w:cs":
          if (inRPr && !inPPr) runComplex = truthy(a["w:val"]);
          break;
        case "w:ptab":
          // An absolute tab (Word's templates set a right-aligned date with one) counts as a tab.
          if (p && !inPPr) currentLine()?.push("");
          break;
        case "w:noBreakHyphen":
          if (p && !inPPr) {
            const line = currentLine();
            if (line) line[line.length - 1] += "-";
          }
          break;
        case "w:t":
          inText = true;
          break;
        case "w:tab":
          if (p && !inPPr) currentLine()?.push("");
          break;
        case "w:br":
        case "w:cr":
          if (p && a["w:type"] !== "page" && a["w:type"] !== "column") p.lines.push([""]);
          break;
        case "w:sym":
          if (p) {
            const line = currentLine();
            if (line) line[line.length - 1] += "•";
          }
          break;
        case "w:hyperlink": {
          const target = rels.get(a["r:id"] ?? "");
          if (target && !links.includes(target)) links.push(target);
          break;
        }
        case "w:tbl": {
          const table: DocxTable = { kind: "table", rows: [], rtl: false };
          containers[containers.length - 1]?.push(table);
          tables.push(table);
          break;
        }
        case "w:bidiVisual": {
          const table = tables[tables.length - 1];
          if (table && !p) table.rtl = truthy(a["w:val"]);
          break;
        }
        case "w:tr":
          tables[tables.length - 1]?.rows.push([]);
          break;
        case "w:tc": {
          const table = tables[tables.length - 1];
          const row = table?.rows[table.rows.length - 1];
          const cell: DocxBlock[] = [];
          row?.push(cell);
          containers.push(cell);
          break;
        }
      }
    },
    (name) => {
      if (skipDepth > 0) {
        skipDepth--;
        return;
      }
      switch (name) {
        case "w:p": {
          const p = paragraphs.pop();
          if (p) containers[containers.length - 1]?.push(p);
          break;
        }
        case "w:pPr":
          inPPr--;
          break;
        case "w:rPr":
          inRPr--;
          break;
        case "w:t":
          inText = false;
          break;
        case "w:tc":
          if (containers.length > 1) containers.pop();
          break;
        case "w:tbl":
          tables.pop();
          break;
        case "w:sdt":
          controls.pop();
          break;
      }
    },
    (value) => {
      if (!inText || skipDepth > 0) return;
      const line = currentLine();
      if (!line) return;
      const p = paragraph();
      const complex = runComplex || /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/.test(value);
      const size = complex ? (runSizeCs ?? runSize) : runSize;
      if (p && size && value.trim()) p.size = Math.max(p.size ?? 0, size);
      // A tab character written as text counts as a tab (some producers do not write <w:tab/>).
      const [first = "", ...rest] = value.split("\t");
      line[line.length - 1] += first;
      line.push(...rest);
    },
  );
  return root;
}

/** True when the bytes are a zip whose entries include word/document.xml (a Word document). */
export function isDocx(bytes: Uint8Array): boolean {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) return false;
  return zipEntryNames(bytes)?.includes("word/document.xml") ?? false;
}

/** True when the bytes are an OLE compound file (D0 CF 11 E0), as old Word .doc files are. */
export function isOleDocument(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

const wantedPart = (name: string) =>
  name === "word/document.xml" ||
  name === "word/styles.xml" ||
  name === "word/_rels/document.xml.rels" ||
  /^word\/header\d*\.xml$/.test(name);

/**
 * Read a .docx: unzip the parts it needs within the zip byte budget (unzipWithinLimits), then
 * the headers' and body's paragraphs and tables. Never throws.
 */
export function readDocx(bytes: Uint8Array): DocxReadResult {
  const unzipped = unzipWithinLimits(bytes, wantedPart);
  if (!unzipped.ok) return { ok: false, reason: "zip", zipErrors: unzipped.errors.map((e) => e.message) };
  const decoder = new TextDecoder("utf-8");
  const part = (name: string) => {
    const data = unzipped.files.get(name);
    return data ? decoder.decode(data) : undefined;
  };
  const documentXml = part("word/document.xml");
  if (!documentXml) return { ok: false, reason: "notDocx" };
  try {
    const { styles, defaultSize } = readStyles(part("word/styles.xml"));
    const rels = readRelationships(part("word/_rels/document.xml.rels"));
    const links: string[] = [];
    const header: DocxBlock[] = [];
    const headerNames = [...unzipped.files.keys()].filter((n) => n.startsWith("word/header")).sort();
    const seen = new Set<string>();
    for (const name of headerNames) {
      const blocks = readBlocks(part(name) ?? "", styles, new Map(), links);
      const key = JSON.stringify(blocks);
      if (seen.has(key)) continue;
      seen.add(key);
      header.push(...blocks);
    }
    const body = readBlocks(documentXml, styles, rels, links);
    return { ok: true, document: { header, body, links, defaultSize } };
  } catch {
    return { ok: false, reason: "docxBroken" };
  }
}

// ---------------------------------------------------------------------------------------------
// Layout: blocks → positioned lines, as the PDF reader gives them to the resume parser

const pageLeft = 72;
const pageRight = 540;
const headingSizes = [22, 15, 13, 12];

/** Estimated width of a text in points (the parser compares positions, not exact widths). */
const widthOf = (text: string, size: number) => text.length * size * 0.5;
const paragraphText = (p: DocxParagraph) =>
  p.lines
    .map((parts) => parts.join(" ").trim())
    .join(" ")
    .trim();

interface Frame {
  left: number;
  right: number;
}

/**
 * Lay the document out as positioned lines: one line per paragraph line, tab-separated parts as
 * cells of the same row (a right-aligned date after a tab lands at the right edge, or the left
 * edge in a right-to-left paragraph), list items with a bullet, headings at their style's size,
 * table rows of one-line cells as one row of cells, other tables cell by cell (a two-column CV).
 */
export function layoutDocx(document: DocxDocument): PdfTextLine[] {
  const defaultSize = document.defaultSize;
  const out: PdfTextLine[] = [];
  let y = 0;
  const sizeOf = (p: DocxParagraph) =>
    p.size ?? (p.headingLevel !== undefined ? (headingSizes[p.headingLevel] ?? 12) : defaultSize);

  const placeParts = (parts: string[], p: DocxParagraph, frame: Frame, size: number, rowY: number) => {
    const texts = parts.map((t) => t.trim()).filter(Boolean);
    texts.forEach((text, index) => {
      const width = widthOf(text, size);
      let x: number;
      if (p.rtl) {
        const xEnd = index === 0 ? frame.right : frame.left + width;
        x = xEnd - width;
        if (index === 0 && (p.align === "center" || p.align === "left"))
          x = (frame.left + frame.right - width) / 2;
        out.push({ text, page: 1, x, xEnd: index === 0 ? x + width : xEnd, y: rowY, fontSize: size });
        return;
      }
      x = index === 0 ? frame.left : frame.right - width;
      if (index === 0 && texts.length === 1 && (p.align === "right" || p.align === "end"))
        x = frame.right - width;
      if (index === 0 && texts.length === 1 && p.align === "center")
        x = (frame.left + frame.right - width) / 2;
      out.push({ text, page: 1, x, xEnd: x + width, y: rowY, fontSize: size });
    });
  };

  const layParagraph = (p: DocxParagraph, frame: Frame) => {
    const size = sizeOf(p);
    let first = true;
    for (const parts of p.lines) {
      if (!parts.some((t) => t.trim())) continue;
      const marked =
        p.list && first && !/^\s*[•●▪■◦‣►▸➢➤✓✔·∙○◆◇\-–*]/.test(parts[0] ?? "")
          ? [`• ${parts[0] ?? ""}`, ...parts.slice(1)]
          : parts;
      y += size * 1.3;
      placeParts(marked, p, frame, size, y);
      first = false;
    }
  };

  const layBlocks = (blocks: readonly DocxBlock[], frame: Frame) => {
    for (const block of blocks) {
      if (block.kind === "paragraph") layParagraph(block, frame);
      else layTable(block, frame);
    }
  };

  /** A table whose first row names its columns: one entry per row (pipeline/table-columns.ts). */
  const layEntryTable = (table: DocxTable, frame: Frame): boolean => {
    const [header, ...rows] = table.rows;
    const cellTexts = (row: DocxBlock[][]) =>
      row.map((cell) =>
        cell.flatMap((b) => (b.kind === "paragraph" ? [paragraphText(b)] : [])).filter(Boolean),
      );
    const roles = header ? columnRoles(cellTexts(header).map((texts) => texts.join(" "))) : undefined;
    if (!roles) return false;
    const paragraphs = table.rows.flat(2).filter((b): b is DocxParagraph => b.kind === "paragraph");
    const rtl = table.rtl || paragraphs.some((p) => p.rtl);
    const size = defaultSize;
    const place = (text: string, atEnd: boolean, rowY: number) => {
      const w = widthOf(text, size);
      const x = rtl !== atEnd ? frame.right - w : frame.left;
      out.push({ text, page: 1, x, xEnd: x + w, y: rowY, fontSize: size });
    };
    for (const row of rows) {
      const entry = tableEntry(roles, cellTexts(row));
      if (!entry.head && !entry.dates && !entry.body.length) continue;
      y += size * 1.3;
      if (entry.head) place(entry.head, false, y);
      if (entry.dates) place(entry.dates, true, y);
      for (const line of entry.body) {
        y += size * 1.3;
        place(`• ${line}`, false, y);
      }
    }
    return true;
  };

  const layTable = (table: DocxTable, frame: Frame) => {
    if (layEntryTable(table, frame)) return;
    for (const row of table.rows) {
      const cells = row.map((cell) => cell.filter((b) => b.kind === "table" || paragraphText(b)));
      const rowRtl = table.rtl || cells.some((cell) => cell.some((b) => b.kind === "paragraph" && b.rtl));
      const width = (frame.right - frame.left) / Math.max(1, row.length);
      const frameOf = (index: number): Frame =>
        rowRtl
          ? { left: frame.right - (index + 1) * width, right: frame.right - index * width }
          : { left: frame.left + index * width, right: frame.left + (index + 1) * width };
      const oneLineCells = cells.every(
        (cell) =>
          cell.length <= 1 &&
          cell.every((b) => b.kind === "paragraph" && b.lines.filter((l) => l.join("").trim()).length <= 1),
      );
      if (oneLineCells && cells.filter((c) => c.length).length > 1) {
        // A row of short cells reads as one line with cells (e.g. "Title | Company | 2020 – 2022").
        const size = Math.max(...cells.flat().map((b) => (b.kind === "paragraph" ? sizeOf(b) : defaultSize)));
        y += size * 1.3;
        const rowY = y;
        cells.forEach((cell, index) => {
          const p = cell[0];
          if (p?.kind !== "paragraph") return;
          const f = frameOf(index);
          const text = paragraphText(p);
          const w = widthOf(text, size);
          const x = rowRtl ? f.right - w : f.left;
          out.push({
            text: p.list ? `• ${text}` : text,
            page: 1,
            x,
            xEnd: x + w,
            y: rowY,
            fontSize: sizeOf(p),
          });
        });
        continue;
      }
      cells.forEach((cell, index) => {
        layBlocks(cell, frameOf(index));
      });
    }
  };

  layBlocks(document.header, { left: pageLeft, right: pageRight });
  layBlocks(document.body, { left: pageLeft, right: pageRight });
  return out;
}
