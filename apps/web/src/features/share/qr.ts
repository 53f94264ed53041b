/** QR codes of a public link, made in the browser by `qrcode` (loaded only when the panel opens). */

const options = {
  errorCorrectionLevel: "M" as const,
  margin: 2,
  color: { dark: "#0f172a", light: "#ffffff" },
};

/** The QR code as SVG markup. */
export async function qrSvg(text: string): Promise<string> {
  const QRCode = await import("qrcode");
  return QRCode.toString(text, { ...options, type: "svg" });
}

/** The QR code as a PNG data URL, `size` pixels wide (large enough to print on a badge). */
export async function qrPngDataUrl(text: string, size = 1024): Promise<string> {
  const QRCode = await import("qrcode");
  return QRCode.toDataURL(text, { ...options, width: size });
}

/** Save a URL (data: or blob:) as a file. */
export function saveAs(url: string, fileName: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
