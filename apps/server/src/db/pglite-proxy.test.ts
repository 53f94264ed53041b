import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteWorker, type PgliteProxy, threadsForTests } from "./pglite-proxy";

describe("PGlite on its worker thread", () => {
  let db: PgliteProxy;
  beforeAll(async () => {
    db = await openPgliteWorker("memory://");
    await db.exec(`
      create table notes (id serial primary key, slug text not null unique, body jsonb, at timestamptz default now());
      create table big (id serial primary key, data jsonb not null);
    `);
  }, 60_000);
  afterAll(() => db?.close());

  it("answers rows, fields and affected rows, with dates and JSON as values", async () => {
    const inserted = await db.query<{ id: number; at: Date }>(
      "insert into notes (slug, body) values ($1, $2) returning id, at",
      ["first", JSON.stringify({ ar: "ملاحظة", n: [1, 2] })],
    );
    expect(inserted.affectedRows).toBe(1);
    expect(inserted.rows[0]?.at).toBeInstanceOf(Date);
    const read = await db.query<{ body: unknown }>("select body from notes where slug = $1", ["first"]);
    expect(read.rows).toEqual([{ body: { ar: "ملاحظة", n: [1, 2] } }]);
    expect(read.fields.map((f) => f.name)).toEqual(["body"]);
  });

  it("runs the caller's parsers on the main thread (drizzle keeps timestamps as text)", async () => {
    const result = await db.query<unknown[]>(
      "select timestamptz '2026-01-02 03:04:05+00' as at, 7 as n",
      [],
      {
        rowMode: "array",
        parsers: { 1184: (value) => `text:${value}` },
      },
    );
    expect(result.rows).toEqual([["text:2026-01-02 03:04:05+00", 7]]);
  });

  it("carries a PostgreSQL error's code and constraint across (unique violation)", async () => {
    await db.query("insert into notes (slug) values ('twice')");
    const error = await db.query("insert into notes (slug) values ('twice')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "notes_slug_key", table: "notes" });
    expect((error as Error).message).toMatch(/duplicate key/);
    // The thread is still there afterwards.
    expect((await db.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("commits a transaction, and rolls back one whose work throws or calls rollback", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into notes (slug) values ('kept')");
    });
    const failure = await db
      .transaction(async (tx) => {
        await tx.query("insert into notes (slug) values ('dropped')");
        throw new Error("work failed");
      })
      .catch((e: unknown) => e);
    expect((failure as Error).message).toBe("work failed");
    await db.transaction(async (tx) => {
      await tx.query("insert into notes (slug) values ('rolled back')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query("select 1")).rejects.toThrow(/closed/);
    });
    const { rows } = await db.query<{ slug: string }>(
      "select slug from notes where slug in ('kept', 'dropped', 'rolled back') order by slug",
    );
    expect(rows.map((r) => r.slug)).toEqual(["kept"]);
  });

  it("makes a statement outside an open transaction wait for its end, as PGlite does", async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query("insert into notes (slug) values ('inside')");
      outside = db.query("select count(*)::int as n from notes where slug = 'inside'").then((r) => {
        order.push("outside");
        return r.rows;
      });
      await sleep(50);
      order.push("transaction still open");
      await tx.query("update notes set body = '1' where slug = 'inside'");
    });
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(["transaction still open", "outside"]);
  });

  it("fails every waiting and later statement when the thread dies, instead of hanging", async () => {
    const doomed = await openPgliteWorker("memory://");
    // A statement that holds the thread (pg_sleep runs in the WASM) while the thread is killed.
    const waiting = doomed.query("select pg_sleep(5)");
    await sleep(100);
    // End the thread from the outside (as a crash would): the proxy hears its exit.
    await terminateThreadOf(doomed);
    await expect(waiting).rejects.toThrow(/thread/);
    await expect(doomed.query("select 1")).rejects.toThrow(/thread/);
    await doomed.close();
  }, 60_000);

  it("opens a copy from a dump: the copy has the rows, and each database changes alone", async () => {
    await db.query("insert into notes (slug) values ($1)", ["kept-in-dump"]);
    const dump = await db.dump();
    const copy = await openPgliteWorker("memory://", { loadDataDir: dump });
    try {
      expect(
        (await copy.query("select slug from notes where slug = $1", ["kept-in-dump"])).rows,
      ).toHaveLength(1);
      await copy.query("insert into notes (slug) values ($1)", ["only-in-copy"]);
      await db.query("insert into notes (slug) values ($1)", ["only-in-first"]);
      const slugs = async (on: PgliteProxy) =>
        (await on.query<{ slug: string }>("select slug from notes where slug like 'only-%'")).rows.map(
          (r) => r.slug,
        );
      expect(await slugs(copy)).toEqual(["only-in-copy"]);
      expect(await slugs(db)).toEqual(["only-in-first"]);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it("closes: later statements fail, and closing twice is fine", async () => {
    const other = await openPgliteWorker("memory://");
    await other.query("select 1");
    await other.close();
    await other.close();
    await expect(other.query("select 1")).rejects.toThrow(/closed/);
  }, 60_000);

  it("keeps the main thread's event loop free while a 2 MB JSON row is written and read", async () => {
    const data = JSON.stringify({
      sections: Array.from({ length: 4000 }, (_, i) => ({ i, text: "نص طويل ".repeat(60) })),
    });
    expect(data.length).toBeGreaterThan(2_000_000);
    // The longest the main thread went without running a 2 ms timer while `write` ran three
    // times (PGlite's work may run in promise jobs only, which no event-loop histogram samples).
    const blocked = async (write: () => Promise<unknown>) => {
      let last = performance.now();
      let longest = 0;
      const tick = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
      }, 2);
      for (let i = 0; i < 3; i++) await write();
      await sleep(5);
      clearInterval(tick);
      return Math.max(longest, performance.now() - last);
    };
    const inThread = await PGlite.create("memory://");
    await inThread.exec("create table big (id serial primary key, data jsonb not null)");
    const onMain = await blocked(async () => {
      await inThread.query("insert into big (data) values ($1)", [data]);
      await inThread.query("select data from big order by id desc limit 1");
    });
    await inThread.close();
    const onWorker = await blocked(async () => {
      await db.query("insert into big (data) values ($1)", [data]);
      await db.query("select data from big order by id desc limit 1");
    });
    // Only the comparison is asserted (absolute times depend on the machine's load): PGlite on
    // the main thread holds the loop for the whole statement, the proxy only for the copies.
    console.info(
      `event loop held at most: PGlite on the main thread ${onMain.toFixed(0)} ms, on its thread ${onWorker.toFixed(0)} ms`,
    );
    expect(onWorker).toBeLessThan(onMain / 2);
  }, 120_000);
});

/** Terminate the proxy's thread from outside, as if it had crashed. */
async function terminateThreadOf(proxy: PgliteProxy) {
  const worker = threadsForTests.get(proxy);
  if (!worker) throw new Error("no thread for this proxy");
  await worker.terminate();
}
