import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { setUpPrintTests } from "../../../test/helpers/print";
import { type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { type BrowserPool, createBrowserPool } from "../../adapters/browser/browser-pool";
import type { Db } from "../../db/client";
import { resumes } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { deriveAuthKeys, derivePrintUrlKey } from "../../keys";
import { extendPremium } from "../wallet/premium.service";
import { inlinePicture } from "./print-document";
import { viewerPrintLimit } from "./print-limits";
import { printUrlLifetimeMs, signPrintUrl } from "./print-url";

describe(`printing (${testDatabaseKind})`, () => {
  const printing = setUpPrintTests();
  const { fund, balanceOf, debitsOf, printRowsOf, ownerWithResume, setData } = printing;
  let t: TestApp;
  let db: Db;
  beforeAll(() => {
    ({ t, db } = printing);
  });

  const print = (resumeId: string, cookie?: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}?lang=en`,
      headers: cookie ? { cookie } : {},
    });

  it("prints the owner's resume to a PDF behind a signed URL and charges 1 point", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(5);
    const res = await print(resumeId, cookie);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/api\/prints\/[0-9a-f-]{36}\/file\?exp=\d+&sig=/);

    const file = await t.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain('filename="My CV.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pdfPages = file.rawPayload.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pdfPages.length).toBeGreaterThanOrEqual(1);

    const [row] = await printRowsOf(resumeId);
    expect(row?.pages).toBe(pdfPages.length);
    expect(await balanceOf(user.id)).toBe(4);
    const debits = await debitsOf(user.id);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ points: 1, reason: "cvDownload", referenceId: row?.id });

    const subscription = await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } });
    expect(subscription.json()).toMatchObject({ available: 4 });
  });

  it("serves identical content from the cache without charging again; changed content is a new print", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(5);
    const first = (await print(resumeId, cookie)).json() as { url: string };
    const second = await print(resumeId, cookie);
    expect(second.statusCode).toBe(200);
    const printId = (u: string) => u.split("/")[3];
    expect(printId((second.json() as { url: string }).url)).toBe(printId(first.url));
    expect(await printRowsOf(resumeId)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(4);

    await setData(resumeId, (d) => ({ ...d, basics: { ...d.basics, headline: "Changed headline" } }));
    const third = (await print(resumeId, cookie)).json() as { url: string };
    expect(printId(third.url)).not.toBe(printId(first.url));
    expect(await printRowsOf(resumeId)).toHaveLength(2);
    expect(await balanceOf(user.id)).toBe(3);
    expect(await debitsOf(user.id)).toHaveLength(2);
  });

  it("answers 404 for another user's private resume, 401 when signed out, and prints a public resume for anyone free", async () => {
    const { user, resumeId } = await ownerWithResume(5);
    const other = await signedInUser(db);
    await fund(other.user.id, 5);
    const denied = await print(resumeId, other.cookie);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ code: "ResumeNotFound" });
    expect((await print(resumeId)).statusCode).toBe(401);

    await db.update(resumes).set({ visibility: "public" }).where(eq(resumes.id, resumeId));
    const anonymous = await print(resumeId);
    expect(anonymous.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: (anonymous.json() as { url: string }).url })).statusCode,
    ).toBe(200);
    expect((await print(resumeId, other.cookie)).statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(5);
    expect(await balanceOf(other.user.id)).toBe(5);
  });

  it("answers PackageIsOver (402) without points and records no print", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(0);
    const res = await print(resumeId, cookie);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: "PackageIsOver" });
    expect(await printRowsOf(resumeId)).toHaveLength(0);
    expect(await debitsOf(user.id)).toHaveLength(0);
  });

  it("charges nothing when the browser cannot be found or the print fails", async () => {
    const notFound = createBrowserPool({ locate: async () => null, concurrency: 1, timeoutMs: 5000 });
    const crashing: BrowserPool = {
      withPage: async () => {
        throw new Error("page crashed");
      },
      openPages: () => 0,
      close: async () => {},
    };
    const { user, cookie, resumeId } = await ownerWithResume(3);
    try {
      for (const [failure, status, code] of [
        [notFound, 503, "InvalidBrowserConnection"],
        [crashing, 500, "ResumePrinterError"],
      ] as const) {
        printing.usePool(failure);
        const res = await print(resumeId, cookie);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ code });
      }
    } finally {
      printing.restorePool();
    }
    expect(await balanceOf(user.id)).toBe(3);
    expect(await debitsOf(user.id)).toHaveLength(0);
    expect(await printRowsOf(resumeId)).toHaveLength(0);
    expect((await print(resumeId, cookie)).statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(2);
  });

  it("limits anonymous prints per address (signed-in owners are not counted)", async () => {
    const { cookie, resumeId } = await ownerWithResume(5);
    await db.update(resumes).set({ visibility: "public" }).where(eq(resumes.id, resumeId));
    const anonymous = (ip: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/resume/print/${resumeId}`,
        headers: { "x-forwarded-for": ip },
      });
    const statuses: number[] = [];
    for (let i = 0; i < viewerPrintLimit.max + 1; i++)
      statuses.push((await anonymous("203.0.113.7")).statusCode);
    expect(statuses.slice(0, viewerPrintLimit.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await anonymous("203.0.113.8")).statusCode).toBe(200);
    expect((await print(resumeId, cookie)).statusCode).toBe(200);
  });

  it("tries a print that timed out again on the next request, answering retry-later meanwhile (issue 34)", async () => {
    const { cookie, resumeId } = await ownerWithResume(5);
    // A content of its own, so the timeouts counted here concern no other test.
    await setData(resumeId, (d) => ({ ...d, basics: { ...d.basics, name: `Slow ${randomUUID()}` } }));
    let attempts = 0;
    const timingOut: BrowserPool = {
      withPage: async () => {
        attempts++;
        throw new AppError("ResumePrinterError", { timedOut: true });
      },
      openPages: () => 0,
      close: async () => {},
    };
    printing.usePool(timingOut);
    try {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/resume/print/${resumeId}`,
          headers: { cookie, "accept-language": "en" },
        });
        expect(res.statusCode).toBe(503);
        expect(res.headers["retry-after"]).toBe("10");
        expect(res.json()).toEqual({
          code: "ServerBusy",
          message: "The server is busy right now. Please try again in a minute.",
        });
      }
      expect(attempts).toBe(2);
    } finally {
      printing.restorePool();
    }
    // The same content prints as soon as the printer keeps up again: no refusal for minutes.
    expect((await print(resumeId, cookie)).statusCode).toBe(200);
  });

  it("refuses at once only a content whose print timed out three times in a row", async () => {
    const { cookie, resumeId } = await ownerWithResume(5);
    await setData(resumeId, (d) => ({ ...d, basics: { ...d.basics, name: `Stuck ${randomUUID()}` } }));
    let attempts = 0;
    printing.usePool({
      withPage: async () => {
        attempts++;
        throw new AppError("ResumePrinterError", { timedOut: true });
      },
      openPages: () => 0,
      close: async () => {},
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await print(resumeId, cookie)).statusCode);
      expect(statuses).toEqual([503, 503, 500, 500]);
      expect(attempts).toBe(3);
    } finally {
      printing.restorePool();
    }
    // Any other content prints at once.
    await setData(resumeId, (d) => ({ ...d, basics: { ...d.basics, name: `Fast ${randomUUID()}` } }));
    expect((await print(resumeId, cookie)).statusCode).toBe(200);
  });

  it("answers ResumePreviewError when the preview render fails, and the preview is free", async () => {
    const crashing: BrowserPool = {
      withPage: async () => {
        throw new Error("page crashed");
      },
      openPages: () => 0,
      close: async () => {},
    };
    const { user, cookie, resumeId } = await ownerWithResume(2);
    try {
      printing.usePool(crashing);
      const res = await t.app.inject({
        method: "GET",
        url: `/api/resume/print/${resumeId}/preview`,
        headers: { cookie, "accept-language": "en" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        code: "ResumePreviewError",
        message: "Something went wrong while generating a preview of your resume. Please try again later.",
      });
    } finally {
      printing.restorePool();
    }
    expect(await balanceOf(user.id)).toBe(2);
    expect(await debitsOf(user.id)).toHaveLength(0);
  });

  it("never fetches a picture, image or stylesheet at an internal address (SSRF)", async () => {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      res.end("x");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { cookie, resumeId } = await ownerWithResume(5);
      await setData(resumeId, (d) => {
        d.basics.picture.url = `${origin}/picture.png`;
        d.sections.summary.content = `<p>Hello <img src="${origin}/inline.png"> <img src="http://169.254.169.254/latest/meta-data/"></p>`;
        d.metadata.css = {
          visible: true,
          value: `@import url("${origin}/x.css"); body { background: url("http://169.254.169.254/bg.png"); }`,
        };
        return d;
      });
      const res = await print(resumeId, cookie);
      expect(res.statusCode).toBe(200);
      const preview = await t.app.inject({
        method: "GET",
        url: `/api/resume/print/${resumeId}/preview`,
        headers: { cookie },
      });
      expect(preview.statusCode).toBe(200);
      expect(hits).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("inlines the owner's stored picture into the print, and no one else's", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(5);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const boundary = "----sira";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: "PUT",
      url: "/api/storage/image",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(upload.statusCode).toBe(200);
    const pictureUrl = (upload.json() as { data: string }).data;
    const ctx = {
      files: t.deps.files,
      imagesKey: deriveAuthKeys(t.config.SECRET_KEY ?? "").images,
      publicUrl: t.config.PUBLIC_URL,
    };
    expect(await inlinePicture(ctx, user.id, pictureUrl)).toMatch(/^data:image\/webp;base64,/);
    expect(await inlinePicture(ctx, user.id, `${t.config.PUBLIC_URL}${pictureUrl}`)).toMatch(
      /^data:image\/webp/,
    );
    const stranger = await signedInUser(db);
    expect(await inlinePicture(ctx, stranger.user.id, pictureUrl.replace(/\?sig=.*$/, ""))).toBe("");
    expect(await inlinePicture(ctx, user.id, `http://evil.example${pictureUrl}`)).toBe("");
    await setData(resumeId, (d) => ({
      ...d,
      basics: { ...d.basics, picture: { ...d.basics.picture, url: pictureUrl } },
    }));
    expect((await print(resumeId, cookie)).statusCode).toBe(200);
  });

  it("refuses a tampered or expired download URL", async () => {
    const { cookie, resumeId } = await ownerWithResume(5);
    const { url } = (await print(resumeId, cookie)).json() as { url: string };
    const tampered = url.replace(/sig=[^&]+/, "sig=AAAA");
    expect((await t.app.inject({ method: "GET", url: tampered })).statusCode).toBe(403);
    const printId = url.split("/")[3] ?? "";
    const key = derivePrintUrlKey(t.config.SECRET_KEY ?? "");
    const expired = signPrintUrl(key, printId, Date.now() - printUrlLifetimeMs - 1000);
    expect((await t.app.inject({ method: "GET", url: expired })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: url.replace(printId, randomUUID()) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "GET", url: signPrintUrl(key, printId) })).statusCode).toBe(200);
  });

  it("previews the first page as an image, cached by content and regenerated when it changes", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(0);
    const preview = () =>
      t.app.inject({ method: "GET", url: `/api/resume/print/${resumeId}/preview`, headers: { cookie } });
    const first = await preview();
    expect(first.statusCode).toBe(200);
    const { url } = first.json() as { url: string };
    const image = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(480);
    expect(meta.height).toBeGreaterThan(600);
    const etag = String(image.headers.etag);
    expect(
      (await t.app.inject({ method: "GET", url, headers: { cookie, "if-none-match": etag } })).statusCode,
    ).toBe(304);
    expect(((await preview()).json() as { url: string }).url).toBe(url);
    const stranger = await signedInUser(db);
    expect(
      (await t.app.inject({ method: "GET", url, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);

    await setData(resumeId, (d) => ({ ...d, basics: { ...d.basics, name: "Another Name" } }));
    const changed = ((await preview()).json() as { url: string }).url;
    expect(changed).not.toBe(url);
    const next = await t.app.inject({ method: "GET", url: changed, headers: { cookie } });
    expect(next.statusCode).toBe(200);
    expect(Buffer.compare(next.rawPayload, image.rawPayload)).not.toBe(0);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie } })).statusCode).toBe(404);
    expect(await printRowsOf(resumeId, "preview")).toHaveLength(1);
    expect(await debitsOf(user.id)).toHaveLength(0);
  });

  it("draws each template with the sample resume in the asked language for the picker, once", async () => {
    const thumbnail = (id: string, lang: string) =>
      t.app.inject({ method: "GET", url: `/api/templates/${id}/thumbnail.webp?lang=${lang}` });
    const [arabic, english] = await Promise.all([thumbnail("pikachu", "ar"), thumbnail("pikachu", "en")]);
    for (const image of [arabic, english]) {
      expect(image.statusCode, image.body).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(image.headers["cache-control"]).toContain("public");
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.width).toBe(480);
      expect(meta.height).toBeGreaterThan(600);
    }
    // The two languages are two drawings (right to left and left to right), each made once.
    expect(Buffer.compare(arabic.rawPayload, english.rawPayload)).not.toBe(0);
    const again = await thumbnail("pikachu", "ar");
    expect(Buffer.compare(again.rawPayload, arabic.rawPayload)).toBe(0);
    const other = await thumbnail("onyx", "ar");
    expect(Buffer.compare(other.rawPayload, arabic.rawPayload)).not.toBe(0);
    expect((await thumbnail("not-a-template", "ar")).statusCode).toBe(400);
    expect((await thumbnail("pikachu", "fr")).statusCode).toBe(400);
  });

  it("answers PremiumRequired for a premium template or colour until the owner is premium", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(5);
    await setData(resumeId, (d) => ({ ...d, metadata: { ...d.metadata, template: "gengar" } }));
    const refused = await print(resumeId, cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: "PremiumRequired" });
    await setData(resumeId, (d) => ({
      ...d,
      metadata: {
        ...d.metadata,
        template: "professional",
        theme: { ...d.metadata.theme, primary: "#7c3aed" },
      },
    }));
    expect((await print(resumeId, cookie)).json()).toMatchObject({ code: "PremiumRequired" });
    expect(await balanceOf(user.id)).toBe(5);
    expect(await printRowsOf(resumeId)).toHaveLength(0);

    await extendPremium(db, user.id, 30);
    expect((await print(resumeId, cookie)).statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(4);
  });
});
