import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "./browser-pool";
import { findChromium } from "./find-chromium";

describe("browser pool", () => {
  const hits: string[] = [];
  let server: http.Server;
  let origin = "";
  const pool = createBrowserPool({ locate: () => findChromium({}), concurrency: 2, timeoutMs: 20_000 });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      res.end("x");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await pool.close();
    server.close();
  });

  it("never lets a page reach another host (SSRF through a picture URL)", async () => {
    await pool.withPage(async (page) => {
      await page.setContent(
        `<img src="${origin}/internal.png"><img src="http://169.254.169.254/latest/meta-data/"><link rel="stylesheet" href="${origin}/x.css">`,
        { waitUntil: "load" },
      );
    });
    expect(hits).toEqual([]);
  });

  it("runs 20 parallel jobs through a bounded queue and leaks no page", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pool.withPage(async (page) => {
          await page.setContent(`<p>${i}</p>`);
          return (await page.pdf({ format: "A4" })).subarray(0, 4).toString();
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, () => "%PDF"));
    expect(pool.openPages()).toBe(0);
  });

  it("recovers on the next job after the browser crashes mid-job", async () => {
    await expect(
      pool.withPage(async (page) => {
        await page.setContent("<p>before crash</p>");
        await page.context().browser()?.close();
        return page.pdf();
      }),
    ).rejects.toThrow();
    const pdf = await pool.withPage(async (page) => {
      await page.setContent("<p>after crash</p>");
      return page.pdf();
    });
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    expect(pool.openPages()).toBe(0);
  });
});
