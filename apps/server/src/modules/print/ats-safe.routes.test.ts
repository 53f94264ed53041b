import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractText, normalizeForAts, withoutDirectionControls } from "@sira/pdf-text";
import type { ResumeData } from "@sira/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpPrintTests } from "../../../test/helpers/print";
import { type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";

/** Whether Debian's mutool (mupdf-tools) is installed (`.ci/run` installs it). */
function hasMutool(): boolean {
  try {
    execFileSync("mutool", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The text mutool draws from a PDF, as PyMuPDF-based screening code reads it; null when absent. */
function mutoolText(pdf: Buffer): string | null {
  if (!hasMutool()) return null;
  const dir = mkdtempSync(join(tmpdir(), "sira-mutool-"));
  try {
    const file = join(dir, "in.pdf");
    writeFileSync(file, pdf);
    return execFileSync("mutool", ["draw", "-q", "-F", "txt", file], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const range = "مارس 2016 - ديسمبر 2020";
/** The resume with its first job dated `range`. */
function withFirstJobInRange(d: ResumeData): ResumeData {
  const [first, ...rest] = d.sections.experience.items;
  if (!first) throw new Error("the sample resume has a job");
  return {
    ...d,
    sections: {
      ...d.sections,
      experience: { ...d.sections.experience, items: [{ ...first, date: range }, ...rest] },
    },
  };
}

describe(`ATS-safe PDF download (${testDatabaseKind})`, () => {
  const printing = setUpPrintTests();
  const { balanceOf, debitsOf, printRowsOf, ownerWithResume, setData } = printing;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = printing);
  });

  const download = (resumeId: string, cookie: string, query: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}?lang=ar&${query}`,
      headers: { cookie },
    });
  const fileOf = async (res: { json(): unknown }) =>
    t.app.inject({ method: "GET", url: (res.json() as { url: string }).url });

  it("prints the one-column PDF under the same charge as the PDF, its date ranges in reading order", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(5, "ar");
    await setData(resumeId, withFirstJobInRange);
    const safe = await download(resumeId, cookie, "variant=ats");
    expect(safe.statusCode).toBe(200);
    const file = await fileOf(safe);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain('filename="My CV (ATS).pdf"');
    expect(await balanceOf(user.id)).toBe(4);
    expect(await printRowsOf(resumeId, "pdf-ats")).toHaveLength(1);
    expect(await printRowsOf(resumeId, "pdf")).toHaveLength(0);

    // The normal PDF of the same content is not charged again, and is another file.
    const normal = await download(resumeId, cookie, "format=pdf");
    expect(normal.statusCode).toBe(200);
    const normalFile = await fileOf(normal);
    expect(Buffer.compare(normalFile.rawPayload, file.rawPayload)).not.toBe(0);
    expect(await balanceOf(user.id)).toBe(4);
    expect(await debitsOf(user.id)).toHaveLength(1);
    // Cached: the same content's ATS-safe PDF again makes no new row.
    expect((await download(resumeId, cookie, "variant=ats")).statusCode).toBe(200);
    expect(await printRowsOf(resumeId, "pdf-ats")).toHaveLength(1);

    // MuPDF (npm mupdf, PyMuPDF's engine) reads the range in order from the ATS-safe PDF only.
    const mupdf = normalizeForAts(await extractText(new Uint8Array(file.rawPayload), "mupdf"));
    expect(mupdf).toContain(range);
    expect(normalizeForAts(await extractText(new Uint8Array(normalFile.rawPayload), "mupdf"))).not.toContain(
      range,
    );
    // So does PDFBox's way (paint order, then the bidi algorithm): poppler reads it too.
    expect(normalizeForAts(await extractText(new Uint8Array(file.rawPayload), "poppler"))).toMatch(
      /2016.*2020/,
    );
  });

  // Skipped only where mutool is absent outside CI; in CI a missing mutool fails the test.
  it.skipIf(!hasMutool() && !process.env.CI)(
    "mutool reads the ATS-safe PDF's date range start before end (visual order in the normal PDF)",
    async () => {
      const { cookie, resumeId } = await ownerWithResume(5, "ar");
      await setData(resumeId, withFirstJobInRange);
      const read = async (query: string) => {
        const text = mutoolText((await fileOf(await download(resumeId, cookie, query))).rawPayload);
        if (text === null) throw new Error("mutool (mupdf-tools) is not installed");
        return withoutDirectionControls(text).replace(/\s+/g, " ");
      };
      // Debian's mutool 1.21 applies no bidi algorithm: it reads glyphs in paint order, so the
      // normal PDF (a bidi line, painted left to right) reads the end year first.
      const safe = await read("variant=ats");
      expect(safe).toMatch(/2016 - \S+ 2020/);
      expect(await read("format=pdf")).toMatch(/2020 \S+ - 2016/);
    },
  );

  it("refuses variant=ats for anything but a PDF, and charges nothing", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(5, "ar");
    const res = await download(resumeId, cookie, "format=docx&variant=ats");
    expect(res.statusCode).toBe(400);
    expect(await debitsOf(user.id)).toHaveLength(0);
  });
});
