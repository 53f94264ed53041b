import type { ResumeData } from "@sira/schema";
import type { DocxPicture } from "@sira/templates/export";
import type { UntrustedWork } from "../../untrusted-work";
import { rasterPictureAsPng } from "../user/user.public";

/** Longest building one Word, text or JSON Resume file may run in the worker pool (its running time). */
const exportTimeoutMs = 15_000;

const base64DataUrl = /^data:image\/[a-z0-9.+-]+;base64,/i;

/**
 * The resume's picture for Word: the inlined data URL (our stored WebP, or a raster image the
 * data holds) re-encoded as PNG at twice the size it shows at, by `rasterPictureAsPng` (raster
 * bytes only: an SVG, labelled PNG or not, is never decoded). Undefined when there is no
 * picture, it is hidden, or it is not an accepted raster image (the document is made without it).
 */
export async function docxPictureOf(
  picture: ResumeData["basics"]["picture"],
): Promise<DocxPicture | undefined> {
  const url = picture.url.trim();
  const prefix = base64DataUrl.exec(url);
  if (picture.effects.hidden || !prefix) return undefined;
  const width = Math.min(512, Math.max(32, picture.size));
  const height = Math.round(width / Math.min(2, Math.max(0.1, picture.aspectRatio || 1)));
  const png = await rasterPictureAsPng(Buffer.from(url.slice(prefix[0].length), "base64"), {
    width: width * 2,
    height: height * 2,
    grayscale: picture.effects.grayscale,
  });
  return png && { data: png, type: "png", width, height };
}

/**
 * The Word, plain-text or JSON Resume file of resume data whose picture is inlined (print-document), built in
 * the worker pool's render threads: its cost grows with the resume's rich text, which a public
 * resume's visitor does not control but its owner does. The picture is prepared here first
 * (`docxPictureOf`), so the worker only writes the file.
 */
export async function downloadFileOf(
  untrusted: UntrustedWork,
  printable: ResumeData,
  format: "docx" | "txt" | "json",
): Promise<Uint8Array> {
  const picture = format === "docx" ? await docxPictureOf(printable.basics.picture) : undefined;
  return untrusted.run("exportFile", { data: printable, format, picture }, { timeoutMs: exportTimeoutMs });
}
