import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { users } from "../src/db/schema";
import { serverRoot } from "../src/paths";

/** The child's script, written into the test's temp folder; it imports the server's sources by URL. */
const writer = (sourceUrl: (file: string) => string) => `
import { openDatabase } from ${JSON.stringify(sourceUrl("src/db/client.ts"))};
import { users } from ${JSON.stringify(sourceUrl("src/db/schema/index.ts"))};
const database = await openDatabase({ pgliteDir: process.argv[2] });
await database.migrate();
await database.db.insert(users).values({ name: "منيرة", username: "munira", email: "munira@example.com" });
console.log("written");
setInterval(() => {}, 1000);
`;

describe("embedded database durability", () => {
  it("keeps acknowledged writes when the process is killed with SIGKILL", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-kill-"));
    const script = path.join(dir, "kill-writer.mts");
    fs.writeFileSync(
      script,
      writer((file) => pathToFileURL(path.join(serverRoot(), file)).href),
    );
    try {
      const child = spawn(process.execPath, ["--import", "tsx", script, path.join(dir, "pglite")], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("written")) resolve();
        });
        child.on("exit", (code) => reject(new Error(`writer exited early with ${code}`)));
      });
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));

      const database = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
      await database.migrate();
      const rows = await database.db.select().from(users).where(eq(users.username, "munira"));
      await database.close();
      expect(rows.map((r) => r.name)).toEqual(["منيرة"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // A child process compiling with tsx and creating a PGlite database, then a second open: about
    // 5 s on an idle machine, over 30 s when CI shares the cores with other work.
  }, 120_000);
});
