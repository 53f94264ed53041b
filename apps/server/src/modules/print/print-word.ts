import type { ResumeData } from "@sira/schema";
import { type DocxPicture, resumeDocx, resumeText } from "@sira/templates/export";
import sharp from "sharp";

const dataUrl = /^data:image\/[a-z0-9.+-]+(?:;[^,]*)?,(.*)$/is;

/**
 * The resume's picture for Word: the inlined data URL (our stored WebP, or an SVG or other image
 * the data holds) decoded and re-encoded by sharp as PNG at twice the size it shows at. Undefined
 * when there is no picture or it does not decode (the document is made without it).
 */
export async function docxPictureOf(
  picture: ResumeData["basics"]["picture"],
): Promise<DocxPicture | undefined> {
  const match = dataUrl.exec(picture.url.trim());
  if (picture.effects.hidden || !match?.[1]) return undefined;
  const isBase64 = /;base64,/i.test(picture.url.slice(0, 200));
  const input = isBase64 ? Buffer.from(match[1], "base64") : Buffer.from(decodeURIComponent(match[1]));
  const width = Math.min(512, Math.max(32, picture.size));
  const height = Math.round(width / Math.min(2, Math.max(0.1, picture.aspectRatio || 1)));
  try {
    let image = sharp(input, { limitInputPixels: 40_000_000 }).resize(width * 2, height * 2, {
      fit: "cover",
    });
    if (picture.effects.grayscale) image = image.grayscale();
    const data = await image.png().toBuffer();
    return { data: new Uint8Array(data), type: "png", width, height };
  } catch {
    return undefined;
  }
}

/** The Word or plain-text file of resume data whose picture is inlined (print-document). */
export async function downloadFileOf(printable: ResumeData, format: "docx" | "txt"): Promise<Uint8Array> {
  if (format === "txt") return new TextEncoder().encode(resumeText(printable));
  return resumeDocx(printable, { picture: await docxPictureOf(printable.basics.picture) });
}
