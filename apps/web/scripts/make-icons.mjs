// Generates the installable-app icons (public/icons) from public/favicon.svg with sharp:
// 192 and 512 px "any" icons and a 512 px maskable one whose mark sits inside the 80% safe zone.
// Run after changing the favicon: `node apps/web/scripts/make-icons.mjs`.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const svg = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
const outDir = path.join(publicDir, "icons");
fs.mkdirSync(outDir, { recursive: true });

/** The favicon's background colour and its mark (everything after the background rect). */
const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? "#0f766e";
const mark = svg.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");

// Maskable: full-bleed background, the 64-unit mark scaled to 60% and centred (safe zone is 80%).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(12.8 12.8) scale(0.6)">${mark}</g></svg>`;

const outputs = [
  { file: "icon-192.png", source: svg, size: 192 },
  { file: "icon-512.png", source: svg, size: 512 },
  { file: "icon-maskable-512.png", source: maskable, size: 512 },
  { file: "apple-touch-icon-180.png", source: maskable, size: 180 },
];
for (const { file, source, size } of outputs) {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
  console.log(`icons/${file} ${size}×${size}`);
}
