import { toWesternDigits } from "@sira/schema";
import type { ResumeBuilder } from "../../resume-builder";
import { networkOfUrl, toHref, usernameOfUrl } from "../../text";
import {
  dateRangePattern,
  emailPattern,
  hasTitleWord,
  headingKind,
  isLocationText,
  isPhoneText,
  normalizeHeading,
  phonePattern,
  urlPattern,
} from "../resume-patterns";
import { extractDate } from "./date-place";
import { bodyFontSize, isContactText, type Line, sameSize, splitParts } from "./lines";

// The basics: name, headline and location from the lines above the first heading; e-mail, phone,
// website and profiles from the whole text and the document's links.

function titleCase(text: string): string {
  if (text !== text.toUpperCase() || !/[A-Z]/.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** A document title above the name ("السيرة الذاتية", "Curriculum Vitae"), never the name. */
export function isDocumentTitle(text: string): boolean {
  return /^(?:السيره الذاتيه|سيره ذاتيه|curriculum vitae|cv|resume|résumé|resumé|السيره الذاتيه cv)$/.test(
    normalizeHeading(text),
  );
}

/** A line that can be a person's name: a few words, no digits run, contact, label or heading. */
export function isNameLike(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    !isDocumentTitle(text) &&
    words.length >= 1 &&
    words.length <= 6 &&
    text.length <= 60 &&
    /\p{L}/u.test(text) &&
    !/\d{3,}/.test(text) &&
    !isContactText(text) &&
    !/[:@|]/.test(text) &&
    !headingKind(text)
  );
}

/**
 * A short line set smaller than the name right under it, that is no heading, place, sentence or
 * label: the job title, even when it has no title word the lists know ("أمينة صندوق", "Cashier").
 */
function isTitleUnderName(line: Line, nameLine: Line): boolean {
  const words = line.text.split(/\s+/);
  return (
    line.fontSize !== undefined &&
    nameLine.fontSize !== undefined &&
    line.fontSize < nameLine.fontSize - 1 &&
    words.length <= 6 &&
    /\p{L}{3}/u.test(line.text) &&
    !/\d/.test(line.text) &&
    !/[.!?؟:،,]$/.test(line.text) &&
    !headingKind(line.text) &&
    !isDocumentTitle(line.text)
  );
}

/** A name set on one row with a heading ("Personal Information · John Doe"): the name alone. */
function withoutHeadingPart(text: string): string {
  const parts = splitParts(text);
  const names = parts.filter((p) => !headingKind(p));
  return parts.length === 2 && names.length === 1 ? names[0]! : text;
}

/**
 * Where the name is: the header, unless nothing in it is set larger than the body while a name of
 * two words or more is, further down page one: a sidebar with the name on top, read after the main
 * column (Reactive Resume's Gengar, many Canva and Word CVs); then that line and the few under it
 * (title, contacts).
 */
function nameBlock(header: readonly Line[], all: readonly Line[]): readonly Line[] {
  const body = bodyFontSize(all);
  if (body === undefined) return header;
  const large = (l: Line) => (l.page ?? 1) === 1 && (l.fontSize ?? 0) >= body * 1.25 && isNameLike(l.text);
  if (header.some(large)) return header;
  // A line set in the size of the known headings is an unknown heading ("Volunteer Experience or
  // Leadership"), not a name.
  const headingSizes = all
    .filter((l) => l.fontSize !== undefined && headingKind(l.text))
    .map((l) => l.fontSize!);
  const headingSized = (l: Line) => headingSizes.some((size) => Math.abs(size - (l.fontSize ?? 0)) < 0.5);
  const names = all.filter(
    (l) => large(l) && l.text.trim().split(/\s+/).length >= 2 && !header.includes(l) && !headingSized(l),
  );
  if (!names.length) return header;
  const name = names.reduce((a, b) => ((b.fontSize ?? 0) > (a.fontSize ?? 0) ? b : a));
  const at = all.indexOf(name);
  return all.slice(at, at + 6);
}

/** Basics from the lines above the first heading, with contacts searched in the whole text. */
export function fillBasics(
  builder: ResumeBuilder,
  header: readonly Line[],
  all: readonly Line[],
  links: string[],
): void {
  const top = nameBlock(header, all);
  const { nameLine, nameLines } = fillNameAndHeadline(builder, top);
  fillLocationAndHeadline(builder, top, nameLine, nameLines);
  const contactText = [...header, ...all].map((l) => l.text);
  fillEmailAndPhone(builder, contactText);
  addLinks(builder, header, contactText, links);
}

/**
 * The name (the largest name-like line of page one, with its wrapped rest) and the headline when
 * the line under the name names a job; answers the name's last line and the lines both took.
 */
function fillNameAndHeadline(
  builder: ResumeBuilder,
  header: readonly Line[],
): { nameLine: Line | undefined; nameLines: Line[] } {
  const firstPage = header.filter((l) => (l.page ?? 1) === 1).slice(0, 12);
  let nameIndex = -1;
  const sized = firstPage.filter((l) => l.fontSize !== undefined && isNameLike(l.text));
  if (sized.length) {
    const largest = Math.max(...sized.map((l) => l.fontSize!));
    nameIndex = firstPage.findIndex((l) => l.fontSize === largest && isNameLike(l.text));
  } else nameIndex = firstPage.findIndex((l) => isNameLike(l.text) && !isLocationText(l.text));
  let nameLine = firstPage[nameIndex];
  // A long name wraps onto a second line in the same large size.
  const nameWrap = firstPage[nameIndex + 1];
  const nameLines = nameLine ? [nameLine] : [];
  if (
    nameLine &&
    nameWrap &&
    nameLine.fontSize !== undefined &&
    sameSize(nameWrap.fontSize, nameLine.fontSize) &&
    isNameLike(nameWrap.text) &&
    isNameLike(`${nameLine.text} ${nameWrap.text}`) &&
    // A job title under a name set at the text's size is the headline ("Senior Procurement
    // Specialist"), not the name's second line.
    !(nameLine.fontSize <= (bodyFontSize(header) ?? 0) + 0.5 && hasTitleWord(nameWrap.text))
  ) {
    nameLines.push(nameWrap);
    builder.setBasic("name", titleCase(`${nameLine.text} ${nameWrap.text}`.replace(/-\s+/, "-")));
    nameLine = nameWrap;
  } else if (nameLine) builder.setBasic("name", titleCase(withoutHeadingPart(nameLine.text)));

  // The name again in the other script under it ("Reem Al-Harthy" / "ريم الحارثي", a bilingual
  // CV): part of the name block, and the headline is the line after it.
  let underIndex = nameLine ? header.indexOf(nameLine) + 1 : -1;
  const translated = header[underIndex];
  if (nameLine && translated && isNameInOtherScript(nameLine.text, translated.text)) {
    nameLines.push(translated);
    underIndex++;
  }
  // The line under the name, whole ("Senior Engineer | Web Platforms"), when it is not a contact line.
  const underName = nameLine ? header[underIndex] : undefined;
  if (
    underName &&
    (underName.page ?? 1) === 1 &&
    !isContactText(underName.text) &&
    !isLocationText(underName.text) &&
    !/^[^:：]{1,30}[:：]/.test(underName.text) &&
    underName.text.split(/\s+/).length <= 14 &&
    (splitParts(underName.text).some((p) => hasTitleWord(p)) || isTitleUnderName(underName, nameLine!)) &&
    !extractDate(underName.text, false)
  ) {
    nameLines.push(underName);
    let headline = underName.text;
    // Its wrapped rest: the next line in the same size that is not a contact line.
    const wrap = header[header.indexOf(underName) + 1];
    if (
      wrap &&
      underName.fontSize !== undefined &&
      sameSize(wrap.fontSize, underName.fontSize) &&
      !isContactText(wrap.text) &&
      !isLocationText(wrap.text) &&
      !/[:：]/.test(wrap.text) &&
      !/\d/.test(wrap.text) &&
      wrap.text.split(/\s+/).length <= 8
    ) {
      nameLines.push(wrap);
      headline = `${headline} ${wrap.text}`;
    }
    builder.setBasic("headline", headline);
  }
  return { nameLine, nameLines };
}

/** A name in one script and the line under it a name of two to five words in the other, naming no job. */
function isNameInOtherScript(name: string, line: string): boolean {
  const arabic = (t: string) => /\p{Script=Arabic}/u.test(t) && !/[A-Za-z]/.test(t);
  const latin = (t: string) => /[A-Za-z]/.test(t) && !/\p{Script=Arabic}/u.test(t);
  const words = line.trim().split(/\s+/).length;
  return (
    ((arabic(name) && latin(line)) || (latin(name) && arabic(line))) &&
    words >= 2 &&
    words <= 5 &&
    isNameLike(line) &&
    !splitParts(line).some((p) => hasTitleWord(p))
  );
}

/** The location and, when still missing, the headline from the header's other parts. */
function fillLocationAndHeadline(
  builder: ResumeBuilder,
  header: readonly Line[],
  nameLine: Line | undefined,
  nameLines: readonly Line[],
): void {
  const basics = builder.data.basics;
  const parts = header
    .filter((l) => !nameLines.includes(l))
    .flatMap((l) => {
      const lineParts = splitParts(l.text);
      const after = header.indexOf(l) > header.indexOf(nameLine!);
      return lineParts.map((text) => ({ text, after: after && lineParts.length === 1 }));
    });
  for (const { text, after } of parts) {
    const cleaned = text
      .replace(/^\S\s+(?=\S)/, "")
      .replace(
        /^(?:e-?mail|phone|tel|mobile|linkedin|github|website|location|address|البريد الإلكتروني|الهاتف|الجوال|العنوان)\s*[:：]\s*/i,
        "",
      );
    if (emailPattern.test(cleaned) || isPhoneText(cleaned) || urlPattern.test(cleaned)) continue;
    if (
      !basics.location &&
      (isLocationText(cleaned) ||
        (/[,،]/.test(cleaned) && /\p{L}{3}/u.test(cleaned) && cleaned.length < 60 && !hasTitleWord(cleaned)))
    ) {
      builder.setBasic("location", cleaned);
      continue;
    }
    if (
      !basics.headline &&
      after &&
      !/^[^:：]{1,30}[:：]\s*\S/.test(cleaned) &&
      cleaned.split(/\s+/).length <= 10 &&
      /\p{L}{3}/u.test(cleaned) &&
      !extractDate(cleaned, false)
    ) {
      if (hasTitleWord(cleaned) || (!/[,،]/.test(cleaned) && /\s/.test(cleaned)))
        builder.setBasic("headline", cleaned);
    }
  }
}

/**
 * The first e-mail address, and the first phone number of 8 to 15 digits that is not a date or a
 * range (two years side by side included).
 */
function fillEmailAndPhone(builder: ResumeBuilder, contactText: readonly string[]): void {
  const basics = builder.data.basics;
  for (const text of contactText) {
    // Word's non-breaking and soft hyphens inside a number ("(909) 555-\u00AD\u20105555") are its dash.
    const western = toWesternDigits(text).replace(/(?<=\d)[-\u00AD\u2010\u2011]+(?=\d)/g, "-");
    if (!basics.email) {
      const email = emailPattern.exec(western);
      if (email) builder.setBasic("email", email[0]);
    }
    if (!basics.phone) {
      for (const m of western.matchAll(new RegExp(phonePattern.source, "g"))) {
        const digits = m[0].match(/\d/g)?.length ?? 0;
        const before = western[m.index - 1] ?? " ";
        const after = western[m.index + m[0].length] ?? " ";
        if (
          digits >= 8 &&
          digits <= 15 &&
          !/[\p{L}/.]/u.test(before) &&
          !/[\p{L}/]/u.test(after) &&
          !/\d\.\d/.test(m[0]) &&
          !dateRangePattern.test(m[0]) &&
          !/^\d{4}\s*[-–]\s*\d{4}$/.test(m[0].trim()) &&
          // Two years whose dash OCR lost or moved ("2018 2017-") are a period too.
          !/^(?:19|20)\d\d\s+(?:19|20)\d\d$/.test(m[0].trim())
        ) {
          builder.setBasic("phone", m[0].trim());
          break;
        }
      }
    }
  }
}

/**
 * Links in the text and the document's link targets: profiles by network (the handle as shown),
 * and the first other link as the website (the header's own first; not a DOI or an example).
 * mailto: and tel: targets fill a missing e-mail or phone.
 */
function addLinks(
  builder: ResumeBuilder,
  header: readonly Line[],
  contactText: readonly string[],
  links: string[],
): void {
  const basics = builder.data.basics;
  const urls = new Set<string>();
  // The header's own links first: a website there is the person's, not an item's.
  for (const text of [...header.map((l) => l.text), ...contactText]) {
    for (const m of text.matchAll(new RegExp(urlPattern.source, "gi"))) {
      if (emailPattern.test(text) && text.includes(`@${m[0]}`)) continue;
      if (!/^(https?:|www\.)/i.test(m[0]) && /[A-Z]/.test(m[0].split("/")[0] ?? "")) continue;
      const href = toHref(m[0].replace(/(?<![.,;])[.,;]+$/, ""));
      if (href) urls.add(href);
    }
  }
  for (const link of links) {
    if (/^https?:\/\//i.test(link)) urls.add(link);
    else if (/^mailto:/i.test(link) && !basics.email)
      builder.setBasic("email", link.slice(7).split("?")[0] ?? "");
    else if (/^tel:/i.test(link) && !basics.phone) builder.setBasic("phone", link.slice(4));
  }
  const headerUrls = new Set<string>();
  for (const l of header)
    for (const m of l.text.matchAll(new RegExp(urlPattern.source, "gi")))
      if (!emailPattern.test(l.text) || !l.text.includes(`@${m[0]}`))
        headerUrls.add(toHref(m[0].replace(/(?<![.,;])[.,;]+$/, "")));
  const seenNetworks = new Set<string>();
  for (const href of urls) {
    const network = networkOfUrl(href);
    if (network) {
      const bare = usernameOfUrl(href);
      // The handle as the page shows it ("@aqahtani_dev" beside its icon), when it does.
      const handle = new RegExp(
        `(^|[^\\w@.])@${bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.-]*\\w)`,
        "i",
      );
      const shown = bare !== "" && contactText.some((t) => handle.test(t));
      const username = shown ? `@${bare}` : bare;
      const key = `${network}:${bare.toLowerCase()}`;
      if (!username || seenNetworks.has(key)) continue;
      seenNetworks.add(key);
      builder.addProfile(href, { network, username });
    } else if (!basics.url.href && (headerUrls.has(href) || !/doi\.org|example\.com/i.test(href))) {
      basics.url = { label: "", href };
    }
  }
}
