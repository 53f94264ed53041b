import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sampleResumeData } from "@sira/schema";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "../../../test/helpers/test-app";
import type { Database } from "../../db/client";
import { applications, resumeSnapshots, resumes } from "../../db/schema";
import { serverRoot } from "../../paths";
import { freezeResume } from "./applications.repository";
import { getSentResume, listApplications } from "./applications.service";

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends before it. */
function migrationsBefore(tag: string): string {
  const source = path.join(serverRoot(), "drizzle");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sira-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/**
 * Migration 0006 moves every stored copy of a "version sent" (applications.sent_resume, the whole
 * resume per application) into resume_snapshots, one per user and content, and keeps each
 * application's title, version and time: what was sent stays readable, identical copies become one.
 */
describe(`migration 0006_resume_snapshots keeps every version sent readable (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let folder: string;
  const sent = sampleResumeData("en");
  const other = { ...sampleResumeData("en"), basics: { ...sent.basics, headline: "Another version" } };
  const at = "2026-01-02T03:04:05.678Z";

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ migrate: false }));
    folder = migrationsBefore("0006_resume_snapshots");
    if (database.driver === "pglite") await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migratePg(database.db as never, { migrationsFolder: folder });

    const db = database.db;
    for (const user of ["u1", "u2"])
      await db.execute(
        sql`insert into users (id, name, username, email) values (${user}, ${user}, ${user}, ${`${user}@example.com`})`,
      );
    const copy = (title: string, version: number, data: unknown) =>
      JSON.stringify({ title, version, at, data });
    const rows: [string, string, string | null][] = [
      ["a1", "u1", copy("Nurse CV", 3, sent)],
      ["a2", "u1", copy("Nurse CV", 3, sent)],
      ["a3", "u1", copy("Nurse CV", 4, other)],
      ["a4", "u1", null],
      ["b1", "u2", copy("My CV", 1, sent)],
    ];
    for (const [id, user, copied] of rows)
      await db.execute(
        sql`insert into applications (id, user_id, position, status, sent_resume)
            values (${id}, ${user}, ${`Job ${id}`}, 'applied', ${copied}::jsonb)`,
      );
    await database.migrate();
  });
  afterAll(async () => {
    await drop?.();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("stores one copy per user and content, referred to by each application", async () => {
    const db = database.db;
    const snapshots = await db.select().from(resumeSnapshots);
    expect(snapshots.filter((s) => s.userId === "u1")).toHaveLength(2);
    expect(snapshots.filter((s) => s.userId === "u2")).toHaveLength(1);
    const refs = Object.fromEntries(
      (await db.select({ id: applications.id, ref: applications.sentSnapshotId }).from(applications)).map(
        (r) => [r.id, r.ref],
      ),
    );
    expect(refs.a1).toBeTruthy();
    expect(refs.a2).toBe(refs.a1);
    expect(refs.a3).not.toBe(refs.a1);
    expect(refs.a4).toBeNull();
  });

  it("answers the lists and the version sent as before", async () => {
    const listed = await listApplications(database.db, "u1");
    const byId = Object.fromEntries(listed.map((a) => [a.id, a.sentResume]));
    expect(byId.a1).toEqual({ resumeId: null, title: "Nurse CV", version: 3, at });
    expect(byId.a3).toEqual({ resumeId: null, title: "Nurse CV", version: 4, at });
    expect(byId.a4).toBeNull();
    expect(await getSentResume(database.db, "u1", "a2")).toEqual({
      title: "Nurse CV",
      version: 3,
      at,
      data: sent,
    });
    expect((await getSentResume(database.db, "u1", "a3")).data.basics.headline).toBe("Another version");
    expect((await getSentResume(database.db, "u2", "b1")).title).toBe("My CV");
  });

  it("hashes content as the server does, so a resume sent again reuses the migrated copy", async () => {
    const db = database.db;
    const [resume] = await db
      .insert(resumes)
      .values({ userId: "u1", title: "Nurse CV", slug: "nurse", data: sent })
      .returning({ id: resumes.id });
    const frozen = await freezeResume(db, "u1", resume!.id);
    const [a1] = await db.select().from(applications).where(eq(applications.id, "a1"));
    expect(frozen?.snapshotId).toBe(a1?.sentSnapshotId);
  });
});
