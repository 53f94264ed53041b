// The server modules the print bench uses, loaded as one module graph (one tsImport), so the
// worker pool's errors are the classes print-render.ts checks for.
export { prepareForAts } from "@sira/pdf-text";
export { createBrowserPool } from "../apps/server/src/adapters/browser/browser-pool";
export { chromiumArgs } from "../apps/server/src/adapters/browser/find-chromium";
export { printDocumentOf } from "../apps/server/src/modules/print/print-document";
export {
  atsTextInProcess,
  atsTextInWorkers,
  renderChromiumPdf,
  renderPdf,
} from "../apps/server/src/modules/print/print-render";
export { createUntrustedWork } from "../apps/server/src/untrusted-work";
