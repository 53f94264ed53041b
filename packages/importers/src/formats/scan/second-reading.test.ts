import { describe, expect, it } from "vitest";
import { buildLines } from "../../pdf/pdf-text";
import type { GreyImage } from "./denoise";
import { poorlyRead, readWell } from "./ocr";
import { cropStretched, missedTextBands } from "./regions";
import {
  bestContactReading,
  contactGroups,
  readWords,
  repairEmail,
  tesseractTsvItems,
  type Word,
} from "./tesseract-tsv";

const header =
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";
const row = (
  line: number,
  left: number,
  top: number,
  width: number,
  height: number,
  text: string,
  conf = 90,
) => `5\t1\t1\t1\t${line}\t1\t${left}\t${top}\t${width}\t${height}\t${conf}\t${text}`;
const words = (...rows: string[]) => readWords([header, ...rows].join("\n"));

describe("words Tesseract set apart stay apart", () => {
  it("keeps a space between two Arabic words whose boxes nearly touch (a ي's tail)", () => {
    // As read on a phone's scan: الشهري ends 9 pixels before علي, words 53–71 pixels high.
    const tsv = [
      header,
      row(1, 1009, 144, 197, 53, "فاطمة"),
      row(1, 822, 152, 161, 65, "علي"),
      row(1, 595, 156, 218, 71, "الشهري"),
    ].join("\n");
    const lines = buildLines(tesseractTsvItems(tsv, 212), 1);
    expect(lines.map((l) => l.text)).toEqual(["فاطمة علي الشهري"]);
  });
});

describe("an e-mail's @ misread", () => {
  it("gives back the @ read as gg, ©, (a) or & when the result is an address", () => {
    expect(repairEmail("shehriggexample.com")).toBe("shehri@example.com");
    expect(repairEmail("sara.h©gmail.com")).toBe("sara.h@gmail.com");
    expect(repairEmail("ali(a)mail.sa")).toBe("ali@mail.sa");
    expect(repairEmail("m.ali&outlook.com.")).toBe("m.ali@outlook.com");
  });

  it("leaves words that are no address: one with an @, a website, a domain cut short", () => {
    expect(repairEmail("a@b.com")).toBeUndefined();
    expect(repairEmail("eggs.com")).toBeUndefined();
    expect(repairEmail("blogger.com")).toBeUndefined();
    expect(repairEmail("shehriggexample")).toBeUndefined();
  });

  it("is repaired on a page's reading only when no word of the page has an @", () => {
    const misread = row(1, 100, 100, 300, 30, "shehriggexample.com");
    const texts = (tsv: string) => tesseractTsvItems(tsv, 212).map((i) => i.text);
    expect(texts([header, misread].join("\n"))).toContain("shehri@example.com");
    const withAddress = [header, misread, row(2, 100, 200, 300, 30, "info@example.net")].join("\n");
    expect(texts(withAddress)).toContain("shehriggexample.com");
  });
});

describe("contact groups read again", () => {
  it("crops an address's Latin words without the Arabic label beside them", () => {
    const groups = contactGroups(
      words(
        row(1, 183, 549, 90, 24, "fatimah"),
        row(1, 286, 541, 255, 29, "shehriggexample.com", 0),
        row(1, 560, 540, 120, 30, "البريد"),
      ),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.kind).toBe("email");
    expect(groups[0]!.words.map((w) => w.text)).toEqual(["fatimah", "shehriggexample.com"]);
    // Widened by a margin, never over the label.
    expect(groups[0]!.box.x).toBeLessThan(183);
    expect(groups[0]!.box.x + groups[0]!.box.width).toBeLessThan(560);
  });

  it("takes a phone's digit groups, not a period of two years or a date", () => {
    const groups = contactGroups(
      words(
        row(1, 1577, 528, 65, 23, "الجوال"),
        row(1, 1499, 520, 60, 21, "+966"),
        row(1, 1406, 518, 83, 22, "32155"),
        row(1, 1333, 515, 60, 22, "7788"),
        row(2, 300, 700, 80, 22, "2010"),
        row(2, 390, 700, 10, 22, "-"),
        row(2, 410, 700, 80, 22, "2014"),
        row(3, 300, 800, 200, 22, "1992/07/15"),
      ),
    );
    expect(groups.map((g) => [g.kind, g.words.map((w) => w.text).join(" ")])).toEqual([
      ["phone", "7788 32155 +966"],
    ]);
  });
});

describe("the best reading of a contact group", () => {
  const reading = (...parts: [string, number][]) =>
    parts.map(
      ([text, conf], i): Word => ({ line: "1", x: i * 100, top: 0, width: 90, height: 20, conf, text }),
    );

  it("takes a whole address over one whose @ had to be guessed, even less confident", () => {
    const first = reading(["fatimah", 92], ["shehriggexample.com", 0]);
    const again = reading(["fatimah.shehri@example.com", 40]);
    expect(bestContactReading("email", [first, again])).toEqual(again);
  });

  it("lets readings that agree win over one more confident reading", () => {
    const first = reading(["omar.", 29], ["malki@exampie.co", 29]);
    const a = reading(["omar.malki@example.com", 52]);
    const b = reading(["omar.malki@example.com", 50]);
    const c = reading(["omar.maiki@example.com", 60]);
    expect(bestContactReading("email", [first, c, a, b])).toEqual(a);
  });

  it("reads a whole phone again only for its groups: the same digits, split where they were joined", () => {
    const first = reading(["7788", 96], ["32155", 80], ["+966", 91]);
    const split = reading(["7788", 96], ["321", 88], ["55", 84], ["966+", 84]);
    expect(bestContactReading("phone", [first, split, split])).toEqual(split);
    // A 0 read as 6, twice and in groups, is still not the number the page read.
    const phone = reading(["0531112233", 93]);
    const six = reading(["653", 89], ["111", 89], ["2233", 89]);
    expect(bestContactReading("phone", [phone, six, six])).toBeUndefined();
  });

  it("keeps the first reading when no other makes a whole address", () => {
    const first = reading(["omar.", 29], ["malki@exampie.com", 29]);
    expect(bestContactReading("email", [first, reading(["omar", 80], ["malki", 80])])).toBeUndefined();
  });
});

/** A paper page (200) with text-like lines: dark letters 6 pixels wide, 6 apart, 20 high. */
function textPage(
  lines: { y: number; x0: number; x1: number }[],
  rule?: { y: number; x0: number; x1: number },
) {
  const width = 800;
  const height = 600;
  const pixels = new Uint8Array(width * height).fill(200);
  for (const { y, x0, x1 } of lines)
    for (let yy = y; yy < y + 20; yy++)
      for (let x = x0; x < x1; x++) if ((x - x0) % 12 < 6) pixels[yy * width + x] = 40;
  // A heading's rule on a tilted page: two pixels thick, a pixel lower every 25 pixels across.
  if (rule)
    for (let x = rule.x0; x < rule.x1; x++) {
      const y = rule.y + Math.floor((x - rule.x0) / 25);
      pixels[y * width + x] = pixels[(y + 1) * width + x] = 40;
    }
  return { width, height, pixels } as GreyImage;
}

describe("missed text bands", () => {
  it("finds a line of text no word covers, cut to its width, and not the lines read", () => {
    const image = textPage([
      { y: 100, x0: 100, x1: 500 },
      { y: 300, x0: 200, x1: 400 },
    ]);
    const covered = [{ x: 95, y: 95, width: 410, height: 30 }];
    const bands = missedTextBands(image, covered, 212);
    expect(bands).toHaveLength(1);
    const [band] = bands;
    expect(band!.y).toBeLessThanOrEqual(300);
    expect(band!.y + band!.height).toBeGreaterThanOrEqual(320);
    expect(band!.x).toBeLessThanOrEqual(200);
    expect(band!.x).toBeGreaterThan(150);
    expect(band!.x + band!.width).toBeLessThan(450);
    expect(missedTextBands(image, [...covered, { x: 195, y: 295, width: 210, height: 30 }], 212)).toEqual([]);
  });

  it("takes no heading's rule or lone speck for text", () => {
    const image = textPage([], { y: 200, x0: 50, x1: 750 });
    image.pixels[400 * 800 + 400] = 0;
    expect(missedTextBands(image, [], 212)).toEqual([]);
  });

  it("stretches a crop's light so faint text on grey is black on white", () => {
    const image = textPage([{ y: 100, x0: 100, x1: 300 }]);
    for (let i = 0; i < image.pixels.length; i++) image.pixels[i] = image.pixels[i] === 40 ? 120 : 170;
    const crop = cropStretched(image, { x: 90, y: 90, width: 220, height: 40 });
    expect(crop.width).toBe(220);
    expect(Math.min(...crop.pixels)).toBe(0);
    expect(Math.max(...crop.pixels)).toBe(255);
  });
});

describe("which pages have their missed bands read", () => {
  const many = (conf: number) =>
    Array.from(
      { length: 30 },
      (_, i): Word => ({ line: `${i}`, x: 0, top: i * 30, width: 50, height: 20, conf, text: "كلمة" }),
    );
  it("contacts are read again unless every word was read at least 90 % confident", () => {
    expect(readWell(many(96))).toBe(true);
    expect(readWell([...many(96).slice(1), { ...many(80)[0]! }])).toBe(false);
  });

  it("a page read poorly (low confidence, or almost no words), not one read well", () => {
    expect(poorlyRead(many(62))).toBe(true);
    expect(poorlyRead([])).toBe(true);
    expect(poorlyRead(many(80))).toBe(false);
  });
});
