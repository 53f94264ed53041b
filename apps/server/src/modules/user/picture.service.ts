import { randomUUID, timingSafeEqual } from "node:crypto";
import type Sharp from "sharp";
import type { FileStore } from "../../adapters/files/files";
import { AppError } from "../../http/app-error";
import { hmacHex } from "../auth/auth.public";

/** Longest side of a stored picture; larger uploads are scaled down. */
const maxSide = 1024;
/** Refuse decompression bombs before decoding. */
const maxInputPixels = 40_000_000;

/** Longest sharp may work on one picture before it stops (libvips checks as it goes). */
const processSeconds = 10;
/** Pictures processed at once: libuv's four threads also serve files, DNS and password hashing. */
const maxConcurrent = 2;

/**
 * The raster formats accepted, by their first bytes: PNG, JPEG, GIF, WebP, AVIF. Anything else
 * (SVG above all: librsvg renders nested <use> for minutes, outside any time limit) is refused
 * before a decoder sees it.
 */
export function isAcceptedRaster(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return true;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(0, 4) === "GIF8") return true;
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return true;
  return ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12));
}

let active = 0;
const waiting: (() => void)[] = [];
async function withPictureSlot<T>(work: (sharp: typeof Sharp) => Promise<T>): Promise<T> {
  if (active >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await work(await loadSharp());
  } finally {
    active--;
    waiting.shift()?.();
  }
}

let sharpModule: Promise<typeof Sharp> | undefined;
/** sharp (libvips), loaded on the first picture: a process that never handles one never loads it. */
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then((module) => module.default);
  return sharpModule;
}

/**
 * A picture's bytes as a PNG of `width` × `height` (cropped to fill), for documents that embed
 * it (the Word file): only bytes `isAcceptedRaster` accepts are decoded, so an SVG (or anything
 * else librsvg or another loader would read) never reaches a decoder; decoding is two at a time,
 * within sharp's time and pixel limits. Undefined when the bytes are refused or do not decode
 * (the document is made without the picture).
 */
export async function rasterPictureAsPng(
  bytes: Uint8Array,
  size: { width: number; height: number; grayscale: boolean },
): Promise<Uint8Array | undefined> {
  if (!isAcceptedRaster(bytes)) return undefined;
  try {
    const png = await withPictureSlot((sharp) => {
      let image = sharp(bytes, { limitInputPixels: maxInputPixels, pages: 1 })
        .timeout({ seconds: processSeconds })
        .resize(size.width, size.height, { fit: "cover" });
      if (size.grayscale) image = image.grayscale();
      return image.png().toBuffer();
    });
    return new Uint8Array(png);
  } catch {
    return undefined;
  }
}

const keyOf = (userId: string, file: string) => `user/${userId}/pictures/${file}`;
const storedPicturePath = /^\/api\/storage\/image\/([A-Za-z0-9-]{1,64})\/([a-f0-9-]{36}\.webp)$/;

/** One of our stored pictures, as named by its URL. */
export interface StoredPicture {
  userId: string;
  file: string;
  /** Its key in the file store. */
  key: string;
  /** The path every URL of this picture has, whatever its signature: `/api/storage/image/{userId}/{file}`. */
  path: string;
  sig: string | undefined;
}

/**
 * The stored picture a URL names (relative, or absolute at our own origin), or null for any
 * other URL (another site, a data URL, not a picture path).
 */
export function storedPictureOf(url: string, publicUrl: string): StoredPicture | null {
  const origin = new URL(publicUrl).origin;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), origin);
  } catch {
    return null;
  }
  const match = parsed.origin === origin ? storedPicturePath.exec(parsed.pathname) : null;
  if (!match?.[1] || !match[2]) return null;
  const [path, userId, file] = match;
  return { userId, file, key: keyOf(userId, file), path, sig: parsed.searchParams.get("sig") ?? undefined };
}
const signatureOf = (key: Buffer, userId: string, file: string) =>
  hmacHex(key, `${userId}/${file}`).slice(0, 32);

/**
 * Store an uploaded image for a user (PNG, JPEG, GIF, WebP or AVIF; never SVG): decoded and
 * re-encoded by sharp to WebP, two at a time and within a time limit (metadata
 * dropped, orientation applied, at most 1024 px), so only a clean image is ever served. Returns
 * the URL of the authorized image route, signed so it also works inside public resumes and
 * prints. Throws UnsupportedMediaType when the bytes are not an image.
 */
export async function storePicture(
  files: FileStore,
  signingKey: Buffer,
  userId: string,
  input: Buffer,
): Promise<string> {
  if (!isAcceptedRaster(input)) throw new AppError("UnsupportedMediaType");
  let webp: Buffer;
  try {
    webp = await withPictureSlot((sharp) =>
      sharp(input, { limitInputPixels: maxInputPixels, pages: 1 })
        .timeout({ seconds: processSeconds })
        .rotate()
        .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
    );
  } catch {
    throw new AppError("UnsupportedMediaType");
  }
  const file = `${randomUUID()}.webp`;
  await files.put(keyOf(userId, file), new Uint8Array(webp), "image/webp");
  return `/api/storage/image/${userId}/${file}?sig=${signatureOf(signingKey, userId, file)}`;
}

/**
 * Read a stored picture for a request: allowed to its owner, or to anyone holding the URL's
 * signature. Throws NotFound otherwise (so the route does not reveal which pictures exist).
 */
export async function readPicture(
  files: FileStore,
  signingKey: Buffer,
  input: { userId: string; file: string; sig?: string; viewerId?: string },
): Promise<{ body: Uint8Array; contentType: string }> {
  const expected = Buffer.from(signatureOf(signingKey, input.userId, input.file));
  const given = Buffer.from(input.sig ?? "");
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  if (!signed && input.viewerId !== input.userId) throw new AppError("NotFound");
  const found = await files.get(keyOf(input.userId, input.file));
  if (!found) throw new AppError("NotFound");
  return found;
}
