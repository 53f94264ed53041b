import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { createUntrustedWork, type UntrustedWork } from "../../untrusted-work";

let t: TestApp;
let pool: UntrustedWork;
const tasks: string[] = [];
beforeAll(async () => {
  pool = createUntrustedWork();
  const untrusted: UntrustedWork = {
    ...pool,
    run: ((task, input, options) => {
      tasks.push(task);
      return pool.run(task, input, options);
    }) as UntrustedWork["run"],
  };
  t = await createTestApp({}, { untrusted });
});
afterAll(async () => {
  await t.close();
  await pool.close();
});

it("reads a resume's features once it listens, so the first recommended jobs do not wait for a thread", async () => {
  expect(tasks).not.toContain("resumeFeatures");
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  await vi.waitFor(() => expect(tasks).toContain("resumeFeatures"), { timeout: 20_000 });
}, 60_000);
