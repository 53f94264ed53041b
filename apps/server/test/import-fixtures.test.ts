import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Resume } from "@sira/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./helpers/factories";
import { fixturesDir, readFixture } from "./helpers/fixtures";
import { createTestApp, type TestApp, testDatabaseKind } from "./helpers/test-app";

/**
 * Every PDF and Word file of the fixtures: rendercv, resume-matcher, the DOCX set and its
 * LibreOffice PDFs, and the Gulf CV set (fixtures/cv-gulf) but its scans (image-only PDFs read by
 * OCR, seconds of CPU each: their uploads are the e2e import journey's and the OCR tests' in
 * packages/importers).
 */
function cvFixtures(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(pdf|docx)$/.test(name) && !/-scan/.test(name))
        found.push(path.relative(fixturesDir, file));
    }
  };
  for (const folder of ["resumes-pdf", "resumes-docx", "cv-gulf"]) walk(path.join(fixturesDir, folder));
  return found;
}

const mimeOf = (file: string) =>
  file.endsWith(".pdf")
    ? "application/pdf"
    : "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * Issue 18: no upload of a valid PDF or Word CV answers 5xx. Each fixture is uploaded through
 * POST /api/storage/cv as a user would (in the worker pool, on the real database) and must become a
 * resume with a name, its original kept for the review step.
 */
describe(`every fixture CV uploads (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RESUME_LIMIT: "300" });
  });
  afterAll(() => t.close());

  it("answers 201 with a named resume for every PDF and DOCX of the fixtures", async () => {
    const files = cvFixtures();
    expect(files.length).toBeGreaterThanOrEqual(140);
    const { cookie } = await signedInUser(t.database.db);
    const failures: string[] = [];
    for (const file of files) {
      const boundary = `----sira${randomBytes(8).toString("hex")}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: ${mimeOf(file)}\r\n\r\n`,
        ),
        readFixture(file),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/storage/cv",
        payload,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie },
      });
      if (res.statusCode !== 201) {
        failures.push(`${file}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const resume: Resume = res.json();
      if (!resume.data.basics.name.trim()) failures.push(`${file}: no name`);
      const original = await t.app.inject({
        method: "GET",
        url: `/api/resume/${resume.id}/import-original`,
        headers: { cookie },
      });
      if (original.statusCode !== 200) failures.push(`${file}: original not kept (${original.statusCode})`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
