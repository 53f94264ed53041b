import { resumePersonalLines } from "@sira/schema";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { samplePersonalResume } from "../../testing/personal-sample";
import { resumeDocx, resumeText } from "../export";

/** The personal block (issue 40) in the Word and text downloads: every visible line, as "Label: value". */
describe.each(["ar", "en"] as const)("personal block in the %s exports", (language) => {
  const data = samplePersonalResume("professional", language);
  data.basics.customFields = [];
  const lines = resumePersonalLines(data).map((l) => `${l.label}: ${l.value}`);

  it("is in the text download, the visa line under the headline and the rest one a line", () => {
    const text = resumeText(data);
    for (const line of lines) expect(text).toContain(line);
    const rows = text.split("\n");
    expect(rows[2]).toContain(lines[1]);
    expect(rows).toContain(lines[2]);
  });

  it("is in the Word download as a DOCX reader reads it", async () => {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await resumeDocx(data)) });
    const plain = value.replace(/[\u200e\u200f\u2066-\u2069]/g, "");
    for (const line of lines) expect(plain).toContain(line);
  });

  it("leaves hidden parts out", () => {
    const hidden = structuredClone(data);
    if (hidden.personal) hidden.personal.residency.visible = false;
    expect(resumeText(hidden)).not.toContain(lines[1]);
  });
});
