import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool, createPriorityGate, type PrintPriority } from "./browser-pool";
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

  it("reuses a warm page only as a new empty document, and never a page whose job failed", async () => {
    const solo = createBrowserPool({ locate: () => findChromium({}), concurrency: 1, timeoutMs: 20_000 });
    try {
      const first = await solo.withPage(async (page) => {
        await page.setContent("<p>one</p><script>window.leaked = 1; window.__SIRA_READY__ = true;</script>");
        return page;
      });
      const state = await solo.withPage(async (page) => ({
        same: page === first,
        html: await page.evaluate(() => document.documentElement.outerHTML),
        globals: await page.evaluate(() => [
          "leaked" in window,
          "__SIRA_READY__" in window,
          location.href,
          window.origin,
        ]),
      }));
      expect(state).toEqual({
        same: true,
        html: "<html><head></head><body></body></html>",
        globals: [false, false, "about:blank", "null"],
      });
      let failed: unknown;
      await expect(
        solo.withPage(async (page) => {
          failed = page;
          throw new Error("job failed");
        }),
      ).rejects.toThrow("job failed");
      expect(await solo.withPage(async (page) => page !== failed && !page.isClosed())).toBe(true);
      expect(solo.openPages()).toBe(0);
    } finally {
      await solo.close();
    }
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

describe("print slot queue (priority gate)", () => {
  it("serves waiting premium, then signed-in, then anonymous jobs, first come first within each", async () => {
    const gate = createPriorityGate(1);
    await gate.acquire("anonymous");
    const served: string[] = [];
    const wait = (name: string, priority: PrintPriority) =>
      gate.acquire(priority).then(() => void served.push(name));
    const all = [
      wait("anon-1", "anonymous"),
      wait("anon-2", "anonymous"),
      wait("user-1", "user"),
      wait("premium-1", "premium"),
      wait("user-2", "user"),
    ];
    expect(gate.waiting()).toBe(5);
    for (let i = 0; i < all.length; i++) {
      gate.release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    expect(served).toEqual(["premium-1", "user-1", "user-2", "anon-1", "anon-2"]);
    expect(gate.waiting()).toBe(0);
  });

  it("never holds more than its concurrency, and frees a slot when nobody waits", async () => {
    const gate = createPriorityGate(2);
    await gate.acquire("anonymous");
    await gate.acquire("anonymous");
    let third = false;
    const pending = gate.acquire("premium").then(() => {
      third = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(third).toBe(false);
    gate.release();
    await pending;
    expect(third).toBe(true);
    gate.release();
    gate.release();
    // Both slots are free again: two acquire at once without waiting.
    await gate.acquire("anonymous");
    await gate.acquire("anonymous");
    expect(gate.waiting()).toBe(0);
  });
});
