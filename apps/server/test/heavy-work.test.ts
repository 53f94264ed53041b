import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type ResumeData, sampleResumeData } from "@sira/schema";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { resumes } from "../src/db/schema";
import { currentRequester } from "../src/http/requester";
import { downloadFileOf } from "../src/modules/print/print-word";
import { createUntrustedWork } from "../src/untrusted-work";
import { signedInUser } from "./helpers/factories";
import { setUpPrintTests } from "./helpers/print";
import { testDatabaseKind } from "./helpers/test-app";

/** Every input sharp is handed, in this file's server: an SVG must never be among them. */
const sharpInputs = vi.hoisted((): Buffer[] => []);
vi.mock("sharp", async (importOriginal) => {
  const real = (await importOriginal<typeof import("sharp")>()).default;
  const recording = (input?: unknown, options?: unknown) => {
    if (input instanceof Uint8Array) sharpInputs.push(Buffer.from(input));
    return real(input as Buffer, options as Parameters<typeof real>[1]);
  };
  return { default: Object.assign(recording, real) };
});

/**
 * Issue 34, "nothing heavy on the event loop" and "fair pools", through the real app: the
 * server's worker tasks, except that an upload holding `SLOW:<ms>` and a render of a resume whose
 * headline holds it take that long (test/helpers/slow-tasks.worker.ts), as a crafted file does.
 */
const untrusted = createUntrustedWork({
  worker: new URL("./helpers/slow-tasks.worker.ts", import.meta.url),
  ownerOf: currentRequester,
});

/** A multipart/form-data upload of one PDF named cv.pdf. */
function pdfUpload(bytes: Buffer) {
  const boundary = `----sira${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Wait until `done` holds (checked every 20 ms), at most `ms`. */
async function waitFor(done: () => boolean, ms = 30_000) {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error("condition not reached");
    await sleep(20);
  }
}

describe(`heavy work off the event loop, fair worker pools (issue 34, ${testDatabaseKind})`, () => {
  const printing = setUpPrintTests({ untrusted });
  afterAll(() => untrusted.close());
  const t = () => printing.t;

  /** A signed-in owner's sample resume, changed by `change`, made public. */
  async function publicResume(change: (data: ResumeData) => ResumeData = (d) => d) {
    const owner = await printing.ownerWithResume(5, "en");
    await printing.setData(owner.resumeId, change);
    await printing.db.update(resumes).set({ visibility: "public" }).where(eq(resumes.id, owner.resumeId));
    return owner;
  }
  const anonymousDownload = (resumeId: string, format: "docx" | "txt", ip = "198.51.100.20") =>
    t().app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}?lang=en&format=${format}`,
      remoteAddress: ip,
    });
  const ownerDownload = (resumeId: string, cookie: string, format: "pdf" | "docx", language = "en") =>
    t().app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}?lang=en&format=${format}`,
      headers: { cookie, "accept-language": language },
    });
  const fileOf = (res: { json(): unknown }) =>
    t().app.inject({ method: "GET", url: (res.json() as { url: string }).url });
  const upload = (cookie: string, bytes: Buffer) => {
    const { payload, contentType } = pdfUpload(bytes);
    return t().app.inject({
      method: "POST",
      url: "/api/storage/cv",
      payload,
      headers: { cookie, "content-type": contentType, "accept-language": "en" },
    });
  };
  const slowPdf = (ms: number) => Buffer.from(`%PDF-1.4 SLOW:${ms}\n`);
  const importLoad = () => untrusted.stats().import.running + untrusted.stats().import.waiting;

  /** 50 experience items whose summaries are '<a' × 10,000 (the crash). */
  const hostileRichText = (data: ResumeData) => {
    const first = data.sections.experience.items[0];
    if (!first) throw new Error("the sample resume has experience");
    data.sections.experience.items = Array.from({ length: 50 }, (_, i) => ({
      ...first,
      id: `hostile-${i}`,
      summary: "<a".repeat(10_000),
    }));
    return data;
  };

  it("builds the Word and text files of 50 fields of '<a'×10,000 in the pool: the event loop keeps turning", async () => {
    const data = hostileRichText(sampleResumeData("en"));
    for (const format of ["docx", "txt"] as const) {
      let last = performance.now();
      let longest = 0;
      const ticks = setInterval(() => {
        longest = Math.max(longest, performance.now() - last);
        last = performance.now();
      }, 50);
      const made = await downloadFileOf(untrusted, data, format).then(
        (file) => file.byteLength,
        (error: unknown) => error,
      );
      clearInterval(ticks);
      // Made, or stopped by the pool's time or memory limit; either way the loop never stalled.
      if (typeof made !== "number") expect(made).toMatchObject({ name: "UntrustedTaskError" });
      expect(longest).toBeLessThan(2_000);
    }
  }, 120_000);

  it("answers an anonymous Word and text download of such a public resume while health keeps answering", async () => {
    const { resumeId } = await publicResume(hostileRichText);
    for (const format of ["docx", "txt"] as const) {
      const latencies: number[] = [];
      let downloading = true;
      const probe = (async () => {
        while (downloading) {
          const started = performance.now();
          const health = await t().app.inject({ method: "GET", url: "/api/health" });
          expect(health.statusCode).toBe(200);
          latencies.push(performance.now() - started);
          await sleep(250);
        }
      })();
      const res = await anonymousDownload(resumeId, format);
      downloading = false;
      await probe;
      // The file is made, or (while the rich-text sanitizer is still slow on such input) the
      // pool's time limit answers "busy, try again" — never a frozen or crashed server.
      if (res.statusCode === 503) {
        expect(res.json()).toMatchObject({ code: "ServerBusy" });
        expect(res.headers["retry-after"]).toBe("10");
      } else expect(res.statusCode, res.body).toBe(200);
      expect(latencies.length).toBeGreaterThan(0);
      expect(Math.max(...latencies)).toBeLessThan(5_000);
    }
  }, 180_000);

  it("serves a public resume's page, preview and downloads while four accounts' slow uploads hold the import thread", async () => {
    // The printing browser started and warm, as on a running server (another resume's print).
    const warm = await printing.ownerWithResume(5, "en");
    expect((await ownerDownload(warm.resumeId, warm.cookie, "pdf")).statusCode).toBe(200);
    const { user, resumeId, data } = await publicResume();
    const uploaders = await Promise.all([1, 2, 3, 4].map(() => signedInUser(printing.db)));
    const uploads = uploaders.map((u) => upload(u.cookie, slowPdf(6_000)));
    await waitFor(() => importLoad() === 4);

    const visit = (url: string) =>
      t().app.inject({
        method: "GET",
        url,
        remoteAddress: "198.51.100.30",
        headers: { "accept-language": "en" },
      });
    const page = await visit(`/${user.username}/my-cv`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(data.basics.name);
    const preview = await visit(`/api/public/${user.username}/my-cv/preview.webp`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    const pdf = await visit(`/api/public/${user.username}/my-cv/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    for (const format of ["docx", "txt"] as const) {
      const res = await anonymousDownload(resumeId, format, "198.51.100.31");
      expect(res.statusCode, res.body).toBe(200);
      expect((await fileOf(res)).statusCode).toBe(200);
    }
    // All of it while the uploads were still being parsed, one after another.
    expect(importLoad()).toBeGreaterThan(0);
    // Each account's one upload was parsed in its turn (then refused: it is no real PDF).
    for (const res of await Promise.all(uploads)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "ValidationError" });
    }
  }, 180_000);

  it("tries a render that ran out of time again on the next request, answering retry-later in the reader's language", async () => {
    const { user, cookie, resumeId } = await printing.ownerWithResume(5, "en");
    // Rendering this content holds a thread past the 15 s limit.
    await printing.setData(resumeId, (d) => ({ ...d, basics: { ...d.basics, headline: "SLOW:16000" } }));
    const first = await ownerDownload(resumeId, cookie, "pdf", "ar");
    expect(first.statusCode).toBe(503);
    expect(first.headers["retry-after"]).toBe("10");
    expect(first.json()).toEqual({
      code: "ServerBusy",
      message: "الخادم مشغول الآن. يرجى المحاولة مرة أخرى بعد دقيقة.",
    });
    // The same content is rendered again at once, not refused for minutes.
    const second = ownerDownload(resumeId, cookie, "pdf");
    await waitFor(() => untrusted.stats().render.running === 1, 5_000);
    const again = await second;
    expect(again.statusCode).toBe(503);
    expect(again.json()).toMatchObject({ code: "ServerBusy", message: expect.stringContaining("try again") });
    // Nothing was charged for prints that were not made.
    expect(await printing.debitsOf(user.id)).toHaveLength(0);
  }, 120_000);

  it("leaves an SVG picture (a data: URL labelled PNG) out of the Word file and never hands it to sharp", async () => {
    const { cookie, resumeId, data } = await printing.ownerWithResume(5, "en");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
    );
    const withPicture = (url: string) => (d: ResumeData) => ({
      ...d,
      basics: { ...d.basics, picture: { ...d.basics.picture, url } },
    });
    await printing.setData(resumeId, withPicture(`data:image/png;base64,${svg.toString("base64")}`));
    sharpInputs.length = 0;
    const word = await ownerDownload(resumeId, cookie, "docx");
    expect(word.statusCode, word.body).toBe(200);
    const parts = unzipSync(new Uint8Array((await fileOf(word)).rawPayload));
    expect(new TextDecoder().decode(parts["word/document.xml"])).toContain(data.basics.name);
    expect(Object.keys(parts).filter((name) => name.startsWith("word/media/"))).toEqual([]);
    expect(sharpInputs.some((input) => input.includes("<svg"))).toBe(false);

    // A real raster picture still reaches Word, through the same sharp.
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await printing.setData(resumeId, withPicture(`data:image/png;base64,${png.toString("base64")}`));
    const withPng = unzipSync(
      new Uint8Array((await fileOf(await ownerDownload(resumeId, cookie, "docx"))).rawPayload),
    );
    expect(Object.keys(withPng).filter((name) => name.startsWith("word/media/"))).toHaveLength(1);
    expect(sharpInputs.some((input) => input.equals(png))).toBe(true);
  }, 120_000);

  it("renders a public page once however many visitors open it at the same time", async () => {
    const popular = await publicResume((d) => ({
      ...d,
      basics: { ...d.basics, headline: "SLOW:400 popular" },
    }));
    const views = Array.from({ length: 12 }, (_, i) =>
      t().app.inject({
        method: "GET",
        url: `/${popular.user.username}/my-cv`,
        remoteAddress: `198.51.100.${60 + i}`,
      }),
    );
    let settled = false;
    const answers = Promise.all(views).finally(() => {
      settled = true;
    });
    let mostAtOnce = 0;
    while (!settled) {
      const { running, waiting } = untrusted.stats().render;
      mostAtOnce = Math.max(mostAtOnce, running + waiting);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const res of await answers) expect(res.statusCode).toBe(200);
    expect(mostAtOnce).toBe(1);
  }, 120_000);

  it("limits one requester's renders waiting at once (429 with Retry-After) and serves another requester before them", async () => {
    // One anonymous address asks for 25 slow public pages at once: 24 may run or wait. (Views of
    // one page share one rendering, so the flood takes pages of different content.)
    const slowPage = (i: number) =>
      publicResume((d) => ({ ...d, basics: { ...d.basics, headline: `SLOW:500 #${i}` } }));
    const slow = [];
    for (let i = 0; i < 24; i++) slow.push(await slowPage(i));
    const oneMore = await slowPage(24);
    const page = (owner: { user: { username: string } }, ip: string) =>
      t().app.inject({ method: "GET", url: `/${owner.user.username}/my-cv`, remoteAddress: ip });
    const flood = slow.map((owner) => page(owner, "198.51.100.40"));
    await waitFor(() => untrusted.stats().render.waiting === 23);
    const over = await page(oneMore, "198.51.100.40");
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBe("10");
    expect(over.json()).toMatchObject({ code: "RateLimited" });
    // Another visitor's page goes before the flood's waiting renders, not after all of them.
    const other = await publicResume();
    const answered = await page(other, "198.51.100.41");
    expect(answered.statusCode).toBe(200);
    expect(untrusted.stats().render.waiting).toBeGreaterThan(10);
    for (const res of await Promise.all(flood)) expect(res.statusCode).toBe(200);
  }, 120_000);
});
