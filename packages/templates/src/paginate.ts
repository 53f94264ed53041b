/**
 * Pagination: the one mechanism behind the live preview and the printed PDF.
 *
 * A rendered resume root holds a hidden source (`[data-sira-source]`: the header and, per layout
 * page, a main and a sidebar column of sections) and an empty pages host (`[data-sira-pages]`).
 * `paginate(root)` builds fixed-size page boxes in the host and pours clones of the source
 * blocks into each page's columns, measuring in the final page context (same width, fonts and
 * CSS), so what the preview shows is what Chromium prints:
 *
 * - a block that fits goes in whole; one that does not is split between its children, so
 *   sections break between items, and an item breaks only when it is taller than a whole page;
 * - a section title and an item's heading never end a page (kept with what follows);
 * - each layout page of the resume starts on a new page box; the header goes on page one only;
 * - every page gets the template's columns, so a sidebar keeps its background on every page;
 * - page numbers ("1 / 2") are added when the root asks for them.
 *
 * The functions of this file are self-contained (no imports, no outer references but each other)
 * because the printed document and the public page inline their source text: `paginateScript()`
 * serializes `paginate`, its parts and `preparePages` into one script.
 */
export function paginate(root: HTMLElement): number {
  const source = root.querySelector<HTMLElement>("[data-sira-source]");
  const host = root.querySelector<HTMLElement>("[data-sira-pages]");
  if (!source || !host) return 0;
  const sidebar = root.getAttribute("data-sidebar") ?? "none";
  const run: Pagination = {
    root,
    source,
    host,
    columns: sidebar === "none" ? ["main"] : ["main", "sidebar"],
    headerPlace: root.getAttribute("data-header") ?? "top",
    pages: [],
    blocks: [],
    clones: [],
    firstLayout: false,
  };
  const count = layoutWithTightening(run);
  // What was poured, for repaginate: kept on the root (these functions take no outer state).
  (root as PouredRoot).__siraPoured = {
    key: pourKey(root),
    html: run.blocks.map((block) => block.outerHTML),
    clones: run.clones,
    firstLayout: run.firstLayout,
    count,
  };
  return count;
}

/**
 * Pagination after an edit, equal to `paginate(root)` but cheap in the common case: when the
 * source blocks that changed since the last pagination of this root were each poured whole, and
 * the page count came from the first layout (no tightening), each changed block's poured clone is
 * swapped for a fresh clone in place. When a swapped block's box, the box after it or its column
 * does not measure exactly the same (sub-pixel heights and offsets), every decision of the pour
 * could differ, so the whole resume is paginated again. Anything else that changes (the root's
 * attributes or style, the number of blocks, a split block) paginates in full too. Fonts that
 * finish loading change measures without changing the source: call `paginate` then.
 */
export function repaginate(root: HTMLElement): number {
  const poured = (root as PouredRoot).__siraPoured;
  if (!poured) return paginate(root);
  const patched = patchPoured(root, poured);
  if (patched === null) return paginate(root);
  return patched;
}

/** A root `paginate` has poured: what it poured (see repaginate). */
type PouredRoot = HTMLElement & { __siraPoured?: Poured };

interface Poured {
  /** The root's attributes (but what paginate sets) and its style text. */
  key: string;
  /** Each source block's markup when poured (the header first, then the columns' blocks). */
  html: string[];
  /** Each block's clone in the pages when it was poured whole, else null. */
  clones: (HTMLElement | null)[];
  /** The page count came from the resume's own spacing (no tightening tried or kept). */
  firstLayout: boolean;
  count: number;
}

/** What the pour depends on outside the source blocks: the root's attributes and its styles. */
function pourKey(root: HTMLElement): string {
  const attributes = Array.from(root.attributes)
    .filter((a) => a.name !== "data-tight" && a.name !== "data-page-count")
    .map((a) => `${a.name}=${a.value}`);
  const styles = Array.from(root.children)
    .filter((child) => child.tagName === "STYLE")
    .map((child) => child.textContent ?? "");
  return `${attributes.join("\n")}\n${styles.join("\n")}`;
}

/** The source blocks in the order paginate pours them: the header, then each segment's columns. */
function sourceBlocks(root: HTMLElement, source: HTMLElement): HTMLElement[] {
  const blocks: HTMLElement[] = [];
  const header = source.querySelector<HTMLElement>("[data-sira-header]");
  if (header) blocks.push(header);
  const columns = (root.getAttribute("data-sidebar") ?? "none") === "none" ? ["main"] : ["main", "sidebar"];
  for (const segment of Array.from(source.querySelectorAll<HTMLElement>("[data-sira-segment]")))
    for (const column of columns) {
      const list = segment.querySelector<HTMLElement>(`[data-sira-column="${column}"]`);
      for (const block of Array.from(list?.children ?? [])) blocks.push(block as HTMLElement);
    }
  return blocks;
}

/** Swap the changed blocks' clones in place (see repaginate); null when that cannot be exact. */
function patchPoured(root: HTMLElement, poured: Poured): number | null {
  const source = root.querySelector<HTMLElement>("[data-sira-source]");
  const host = root.querySelector<HTMLElement>("[data-sira-pages]");
  if (!source || !host || !poured.firstLayout || pourKey(root) !== poured.key) return null;
  // The pages must still be the ones poured (nothing else empties or refills the host).
  if (host.childElementCount !== poured.count) return null;
  const blocks = sourceBlocks(root, source);
  if (blocks.length !== poured.html.length) return null;
  const html = blocks.map((block) => block.outerHTML);
  const changed = html.flatMap((markup, i) => (markup === poured.html[i] ? [] : [i]));
  for (const i of changed) {
    const old = poured.clones[i];
    const holder = old?.parentElement;
    if (!old || !holder || !host.contains(holder)) return null;
    const next = old.nextElementSibling;
    const before = boxes(holder, old, next);
    const fresh = (blocks[i] as HTMLElement).cloneNode(true) as HTMLElement;
    holder.replaceChild(fresh, old);
    poured.clones[i] = fresh;
    if (fresh.hasAttribute("data-sira-header")) fitHeaderRuns(fresh);
    if (boxes(holder, fresh, next) !== before) return null;
  }
  poured.html = html;
  return poured.count;
}

/** The exact boxes a swap must keep: the holder's height, the block's and its next sibling's place. */
function boxes(holder: HTMLElement, block: HTMLElement, next: Element | null): string {
  const h = holder.getBoundingClientRect();
  const b = block.getBoundingClientRect();
  const n = next?.getBoundingClientRect();
  return [h.height, b.top - h.top, b.height, n ? n.top - h.top : -1].join(" ");
}

/** What one `paginate` call works on: the root, its source and pages host, and the page boxes. */
interface Pagination {
  root: HTMLElement;
  source: HTMLElement;
  host: HTMLElement;
  /** The flows of every page box: "main", and "sidebar" when the template has one. */
  columns: string[];
  /** Where the header goes: "top" (the page's top band), "main" or "sidebar". */
  headerPlace: string;
  /** The page boxes of the layout pass under way. */
  pages: PageBox[];
  /** The source blocks poured by the layout pass under way, in order (see repaginate). */
  blocks: HTMLElement[];
  /** Each block's clone when it was poured whole (not split), else null. */
  clones: (HTMLElement | null)[];
  /** The page count came from the first layout, with the resume's own spacing. */
  firstLayout: boolean;
}

/** A page box: the page, its top band (the header on page one) and a flow per column. */
interface PageBox {
  el: HTMLElement;
  top: HTMLElement;
  flows: Record<string, HTMLElement>;
}

/**
 * Lay out with the resume's own spacing; when that leaves a short tail, the first tight step
 * that prints on one page fewer is kept. When none does, the resume keeps its own spacing.
 */
function layoutWithTightening(run: Pagination): number {
  // Spacing steps tried, lightest first, when the last page holds only a short tail (a short
  // section, a few lines): see the "data-tight" rules in styles.ts.
  const tightSteps = ["1", "2", "3"];
  run.root.removeAttribute("data-tight");
  const count = layout(run);
  // A last page filled up to this share of its column is a short tail worth pulling back: 30 %
  // after one page (a quarter of the resume's length to save), 40 % after two or more (a sixth):
  // the third page of a longer resume is pulled back as readily as the second of a short one.
  const shortTail = count > 2 ? 0.4 : 0.3;
  run.firstLayout = count < 2 || lastPageFill(run.host) > shortTail;
  if (run.firstLayout) return count;
  for (const step of tightSteps) {
    run.root.setAttribute("data-tight", step);
    const tighter = layout(run);
    if (tighter < count) return tighter;
  }
  run.root.removeAttribute("data-tight");
  return layout(run);
}

/** Lay the resume out into page boxes with the spacing the root asks for; answers the page count. */
function layout(run: Pagination): number {
  run.pages = [];
  run.blocks = [];
  run.clones = [];
  run.host.replaceChildren();
  pageAt(run, 0);
  placeHeader(run);
  placeSegments(run);
  numberPages(run);
  run.root.setAttribute("data-page-count", String(run.pages.length));
  return run.pages.length;
}

/** The header on page one: in the top band, or first in its column. */
function placeHeader(run: Pagination): void {
  const header = run.source.querySelector<HTMLElement>("[data-sira-header]");
  if (!header) return;
  const clone = header.cloneNode(true) as HTMLElement;
  const column = run.headerPlace === "sidebar" && run.columns.includes("sidebar") ? "sidebar" : "main";
  if (run.headerPlace === "top") pageAt(run, 0).top.appendChild(clone);
  else place(run, clone, column, 0);
  fitHeaderRuns(clone);
  pourRecord(run, header, clone);
}

/**
 * The header's e-mail, phone and links (a URL or its label) on one line each: one that wraps (a narrow sidebar) is set
 * on one line and smaller until it fits, down to 0.6 of its size; one still too wide wraps again,
 * never clipped. A wrapped address is read wrong by text extractors (`…@example.co` / `m`).
 */
function fitHeaderRuns(header: HTMLElement): void {
  const runs = header.querySelectorAll<HTMLElement>(".sira-contact bdi[dir='ltr'], .sira-contact a bdi");
  for (const run of Array.from(runs)) {
    const lines = new Set(Array.from(run.getClientRects(), (r) => Math.round(r.top)));
    const contact = run.closest<HTMLElement>(".sira-contact");
    if (lines.size < 2 || !contact) continue;
    run.setAttribute("data-fit", "");
    const size = Number.parseFloat(getComputedStyle(run).fontSize);
    for (let scale = 0.95; scale >= 0.6 && contact.scrollWidth > contact.clientWidth; scale -= 0.05)
      run.style.fontSize = `${(size * scale).toFixed(2)}px`;
    if (contact.scrollWidth > contact.clientWidth) {
      run.removeAttribute("data-fit");
      run.style.removeProperty("font-size");
    }
  }
}

/** Each layout page's columns of sections, starting on a new page box after the last one's end. */
function placeSegments(run: Pagination): void {
  let start = 0;
  for (const segment of Array.from(run.source.querySelectorAll<HTMLElement>("[data-sira-segment]"))) {
    let end = start;
    for (const column of run.columns) {
      const list = segment.querySelector<HTMLElement>(`[data-sira-column="${column}"]`);
      let index = start;
      for (const block of Array.from(list?.children ?? [])) {
        const clone = block.cloneNode(true) as HTMLElement;
        index = place(run, clone, column, index);
        pourRecord(run, block as HTMLElement, clone);
      }
      end = Math.max(end, index);
    }
    start = end + 1;
  }
}

/** Note a poured block and its clone, when the clone sits whole in the pages (not split). */
function pourRecord(run: Pagination, block: HTMLElement, clone: HTMLElement): void {
  const whole =
    clone.parentElement !== null &&
    run.host.contains(clone) &&
    !clone.classList.contains("sira-split") &&
    !clone.classList.contains("sira-cont");
  run.blocks.push(block);
  run.clones.push(whole ? clone : null);
}

/** Each page's number attribute, and "1 / 2" on the page when the root asks for numbers. */
function numberPages(run: Pagination): void {
  const numbered = run.root.getAttribute("data-page-numbers") === "true";
  run.pages.forEach((page, i) => {
    page.el.setAttribute("data-page", String(i + 1));
    if (!numbered) return;
    const number = box("sira-page-number");
    number.textContent = `${i + 1} / ${run.pages.length}`;
    page.el.appendChild(number);
  });
}

/** Place a block in a column from page `start` on; returns the page where it ends. */
function place(run: Pagination, block: Node, column: string, start: number): number {
  const maxPages = 30;
  let node: Node | null = block;
  let index = start;
  while (node) {
    const flow = pageAt(run, index).flows[column] as HTMLElement;
    const before = flow.childNodes.length;
    const rest = fill(node, flow, flow);
    if (!rest) return index;
    if (before === 0 && flow.childNodes.length === 0) {
      // Taller than a page and cannot be split: show it clipped rather than loop forever.
      flow.appendChild(rest);
      return index;
    }
    node = rest;
    if (index + 1 >= maxPages) return index;
    index += 1;
  }
  return index;
}

/**
 * Put as much of `node` into `parent` as fits in `flow`. Returns null when all of it fits,
 * otherwise the remainder (the original node, now holding only what did not fit; the part
 * that fits sits in `parent` as a shallow clone).
 */
function fill(node: Node, parent: Node, flow: HTMLElement): Node | null {
  parent.appendChild(node);
  if (fits(flow)) return null;
  const el = node instanceof HTMLElement ? node : null;
  const splits =
    el !== null && el.childNodes.length > 0 && (alwaysSplits(el) || el.offsetHeight > available(flow));
  parent.removeChild(node);
  if (!el || !splits) return node;
  const shell = el.cloneNode(false) as HTMLElement;
  parent.appendChild(shell);
  while (el.firstChild) {
    const rest = fill(el.firstChild, shell, flow);
    if (rest) {
      el.insertBefore(rest, el.firstChild);
      break;
    }
  }
  if (!el.firstChild && !fits(flow) && shell.lastChild) el.appendChild(shell.lastChild);
  while (shell.lastChild && keepsWithNext(shell.lastChild)) el.insertBefore(shell.lastChild, el.firstChild);
  if (!shell.firstChild) {
    parent.removeChild(shell);
    return el;
  }
  if (!el.firstChild) return null;
  shell.classList.add("sira-split");
  el.classList.add("sira-cont");
  return el;
}

/** The page box at `index`, adding empty ones (a top band and a flow per column) up to it. */
function pageAt(run: Pagination, index: number): PageBox {
  while (run.pages.length <= index) {
    const el = box("sira-page");
    const top = box("sira-page-top");
    const body = box("sira-page-body");
    const flows: Record<string, HTMLElement> = {};
    for (const name of run.columns) {
      const col = box(`sira-col sira-col-${name}`);
      flows[name] = col.appendChild(box("sira-flow"));
      body.appendChild(col);
    }
    el.append(top, body);
    run.host.appendChild(el);
    run.pages.push({ el, top, flows });
  }
  return run.pages[index] as PageBox;
}

function box(className: string): HTMLElement {
  const el = document.createElement("div");
  el.className = className;
  return el;
}

/** Content height the flow's column offers (layout px, unaffected by preview zoom transforms). */
function available(flow: HTMLElement): number {
  const col = flow.parentElement as HTMLElement;
  const style = getComputedStyle(col);
  return col.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
}

function fits(flow: HTMLElement): boolean {
  return flow.offsetHeight <= available(flow) + 1;
}

/** How full the fullest column of the host's last page is (content height over the room it has). */
function lastPageFill(host: HTMLElement): number {
  let most = 0;
  for (const flow of Array.from(host.lastElementChild?.querySelectorAll<HTMLElement>(".sira-flow") ?? [])) {
    const room = available(flow);
    if (room > 0) most = Math.max(most, flow.offsetHeight / room);
  }
  return most;
}

/** A section title and an item's heading never end a page. */
function keepsWithNext(node: Node): boolean {
  return (
    node instanceof HTMLElement &&
    (node.classList.contains("sira-section-title") || node.classList.contains("sira-item-head"))
  );
}

/** Sections and item lists break between their children rather than move whole. */
function alwaysSplits(el: HTMLElement): boolean {
  return el.classList.contains("sira-section") || el.classList.contains("sira-items");
}

/**
 * Load every font face, paginate, re-paginate if fonts changed metrics meanwhile, and wait for
 * pictures. Used by the printed document (then it sets `window.__SIRA_READY__`) and by
 * tests. Self-contained: `paginateFn` is passed in for the same reason as above.
 */
export async function preparePages(
  root: HTMLElement,
  paginateFn: (root: HTMLElement) => number,
): Promise<number> {
  const faces = Array.from(document.fonts ?? []);
  await Promise.all(faces.map((face) => face.load().catch(() => undefined)));
  let pages = paginateFn(root);
  const loadedBefore = faces.filter((face) => face.status === "loaded").length;
  await document.fonts?.ready;
  if (Array.from(document.fonts ?? []).filter((face) => face.status === "loaded").length !== loadedBefore) {
    pages = paginateFn(root);
  }
  const images = Array.from(root.querySelectorAll<HTMLImageElement>("[data-sira-pages] img"));
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  return pages;
}

/** The parts `paginate` calls, serialized with it by `paginateScript`. */
const paginateParts = [
  repaginate,
  pourKey,
  sourceBlocks,
  patchPoured,
  boxes,
  pourRecord,
  layoutWithTightening,
  layout,
  placeHeader,
  fitHeaderRuns,
  placeSegments,
  numberPages,
  place,
  fill,
  pageAt,
  box,
  available,
  fits,
  lastPageFill,
  keepsWithNext,
  alwaysSplits,
];

/**
 * Script statements that define `paginate` (its parts in a closure of their own) and
 * `preparePages` in the enclosing function, for the documents that inline pagination: the printed
 * document, the print host and the public page. `__name` covers the helper some bundlers add for
 * keepNames.
 */
export function paginateScript(): string {
  return `var __name = function (target) { return target; };
var __siraPagination = (function () {
${paginateParts.map((part) => part.toString()).join("\n")}
var paginate = (${paginate.toString()});
return { paginate: paginate, repaginate: repaginate };
})();
var paginate = __siraPagination.paginate;
var repaginate = __siraPagination.repaginate;
var preparePages = (${preparePages.toString()});`;
}
