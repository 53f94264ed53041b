import { resumeDataSchema } from "@sira/schema";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readFixture } from "../testing/fixtures";
import { importLinkedInZip, parseLinkedInCsv, parseLinkedInWebsites } from "./linkedin";

const header = (file: string) =>
  new TextDecoder().decode(readFixture("linkedin/header-only-csv", file)).trim();

/** A LinkedIn export built from the corpus header rows plus fictional rows, in old or new style. */
function buildExport(style: "new" | "old"): Uint8Array {
  const bom = "\uFEFF";
  const positions =
    style === "new" ? header("Positions.csv") : "Company Name,Title,Description,Location,Start Date,End Date";
  const projects = style === "new" ? header("Projects.csv") : "Title,Description,Url,Start Date,End Date";
  const files: Record<string, string> = {
    "Profile.csv": `${bom}${header("Profile.csv")}\nNoura,Al-Harbi,,,"Apr 22",Data Analyst,"Analyst with 6 years.\nLoves SQL.",IT,,"Riyadh, Saudi Arabia",[noura_h],"[PERSONAL:https://noura.dev],[PORTFOLIO:https://github.com/noura]",\n`,
    "Positions.csv": `${positions}\nHmto - همتو,Senior Data Analyst,"Built dashboards.\n- Cut report time by 40%",Riyadh,Nov 2022,\nAcme,Data Analyst,,Jeddah,Jan 2018,Oct 2022\n`,
    "Education.csv": `${header("Education.csv")}\nKing Saud University,2012,2016,Honours,Bachelor of Science,Chess club\n`,
    "Skills.csv": `${header("Skills.csv")}\nSQL\nPython\n`,
    "Languages.csv": `${header("Languages.csv")}\nArabic,Native or bilingual proficiency\nEnglish,Full professional proficiency\nFrench,Elementary proficiency\n`,
    "Certifications.csv": `${header("Certifications.csv")}\nGoogle Data Analytics,https://coursera.org/x,Coursera,Feb 2021,,ABC123\n`,
    "Projects.csv": `${projects}\nSales Dashboard,Power BI dashboard,https://example.com/p,Mar 2020,Jun 2020\n`,
    "Email Addresses.csv": `${header("Email Addresses.csv")}\nold@example.com,Yes,No,1/1/20\nnoura@example.com,Yes,Yes,2/2/22\n`,
    [style === "new" ? "PhoneNumbers.csv" : "Phone Numbers.csv"]:
      `${header("PhoneNumbers.csv")}\n,+966 50 123 4567,Mobile\n`,
    "Connections.csv": `Notes:\n"When exporting your connection data, you may notice..."\n\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\n`,
    "../evil.csv": "Name\nx\n",
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

describe("importLinkedInZip", () => {
  for (const style of ["new", "old"] as const) {
    it(`imports a ${style}-style export (column names, BOM, phone file name)`, () => {
      const result = importLinkedInZip(buildExport(style));
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      const { data } = result;
      expect(resumeDataSchema.safeParse(data).success).toBe(true);
      expect(data.metadata.language).toBe("en");
      expect(data.basics).toMatchObject({
        name: "Noura Al-Harbi",
        headline: "Data Analyst",
        location: "Riyadh, Saudi Arabia",
        email: "noura@example.com",
        phone: "+966 50 123 4567",
        url: { href: "https://noura.dev" },
      });
      expect(data.sections.summary.content).toBe("<p>Analyst with 6 years.</p><p>Loves SQL.</p>");
      expect(data.sections.experience.items.map((e) => [e.company, e.position, e.date])).toEqual([
        ["Hmto - همتو", "Senior Data Analyst", "Nov 2022 - Present"],
        ["Acme", "Data Analyst", "Jan 2018 - Oct 2022"],
      ]);
      expect(data.sections.experience.items[0]?.summary).toBe(
        "<p>Built dashboards.</p><ul><li><p>Cut report time by 40%</p></li></ul>",
      );
      expect(data.sections.education.items[0]).toMatchObject({
        institution: "King Saud University",
        studyType: "Bachelor of Science",
        date: "2012 - 2016",
      });
      expect(data.sections.skills.items.map((s) => s.name)).toEqual(["SQL", "Python"]);
      expect(data.sections.languages.items.map((l) => l.level)).toEqual([5, 4, 1]);
      expect(data.sections.certifications.items[0]).toMatchObject({ issuer: "Coursera", date: "Feb 2021" });
      expect(data.sections.projects.items[0]).toMatchObject({
        name: "Sales Dashboard",
        date: "Mar 2020 - Jun 2020",
      });
      expect(data.sections.profiles.items.map((p) => p.network)).toEqual(["GitHub", "Twitter"]);
      expect(result.warnings.join(" ")).toContain("../evil.csv");
    });
  }

  it("skips a notes preamble before the header", () => {
    const rows = parseLinkedInCsv('Notes:\n"Some, quoted\nparagraph"\n\nName,Proficiency\nArabic,Native\n', [
      "name",
    ]);
    expect(rows).toEqual([{ name: "Arabic", proficiency: "Native" }]);
  });

  it("reads both website formats", () => {
    expect(parseLinkedInWebsites("[PERSONAL:https://a.dev]")).toEqual(["https://a.dev"]);
    expect(parseLinkedInWebsites("PORTFOLIO:http://a.com, PORTFOLIO:http://b.com")).toEqual([
      "http://a.com",
      "http://b.com",
    ]);
  });

  it("rejects zips that are not LinkedIn exports, and bytes that are not zips", () => {
    const other = importLinkedInZip(zipSync({ "readme.txt": strToU8("hello") }));
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.errors[0]?.message.en).toMatch(/not a LinkedIn data export/);
    const garbage = importLinkedInZip(strToU8("definitely not a zip file at all"));
    expect(garbage.ok).toBe(false);
    if (!garbage.ok) expect(garbage.errors[0]?.message.en).toMatch(/not a valid zip/);
  });

  it("rejects a zip bomb by its compression ratio before inflating it", () => {
    const bomb = zipSync({ "Positions.csv": new Uint8Array(15 * 1024 * 1024) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(100_000);
    const result = importLinkedInZip(bomb);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message.en).toMatch(/zip bomb/);
  });

  it("stops inflating at the declared size: an entry that claims 100 bytes and expands far more is a zip bomb", () => {
    const zip = zipSync({ "Positions.csv": new Uint8Array(64 * 1024 * 1024) }, { level: 1 });
    // Make the headers lie: 100 bytes declared (so no declared-size check can catch it).
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let at = 0; at + 4 <= zip.byteLength; at++) {
      const signature = view.getUint32(at, true);
      if (signature === 0x04034b50) view.setUint32(at + 22, 100, true);
      if (signature === 0x02014b50) view.setUint32(at + 24, 100, true);
    }
    const result = importLinkedInZip(zip);
    expect(!result.ok && result.errors[0]?.message.en).toMatch(/zip bomb/);
  });

  it("enforces entry count, entry size and archive size limits", () => {
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}.csv`, strToU8("a")])),
    );
    const manyResult = importLinkedInZip(many);
    expect(!manyResult.ok && manyResult.errors[0]?.message.en).toMatch(/more than 500 files/);
    const semiRandom = (size: number, random = 3 << 20) => {
      const bytes = new Uint8Array(size);
      for (let i = 0; i < random; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
      return bytes;
    };
    const bigEntry = importLinkedInZip(zipSync({ "Skills.csv": semiRandom(21 * 1024 * 1024) }));
    expect(!bigEntry.ok && bigEntry.errors[0]?.message.en).toMatch(/larger than 20 MB/);
    const bigTotal = importLinkedInZip(
      zipSync({
        "a.csv": semiRandom(18 << 20),
        "b.csv": semiRandom(18 << 20),
        "c.csv": semiRandom(18 << 20),
      }),
    );
    expect(!bigTotal.ok && bigTotal.errors[0]?.message.en).toMatch(/more than 50 MB/);
    const tooLarge = importLinkedInZip(new Uint8Array(11 * 1024 * 1024));
    expect(!tooLarge.ok && tooLarge.errors[0]?.message.en).toMatch(/larger than 10 MB/);
  });
});
