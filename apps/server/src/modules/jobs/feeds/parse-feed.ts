import { readJsonLdScripts } from "@sira/html";
import type { jobSources } from "@sira/schema/constants";
import { parse as parseCsv } from "csv-parse/sync";
import { fieldsOf, type JobInput, mapJobRecord, type RowResult } from "./job-record";

type JobSource = (typeof jobSources)[number];
export type FeedFormat = "json" | "csv" | "html";

/** A parsed feed: its format and one result per row (job or rejection). */
export interface ParsedFeed {
  format: FeedFormat;
  rows: RowResult[];
}

/** Thrown for a file that is not a feed at all (no rows could be read); the route answers 400. */
export class FeedError extends Error {}

/**
 * Detect the format from the content (and the file name or content type as a hint) and parse:
 * JSON feeds (an array of jobs, or an object holding one under jobs/items/data/results, or
 * schema.org JobPosting objects), CSV with a header row (BOM stripped, quoted fields, commas or
 * semicolons), and HTML pages carrying JobPosting JSON-LD.
 */
export function parseFeed(
  content: Buffer | string,
  options: { source: JobSource; name?: string; contentType?: string; pageUrl?: string },
): ParsedFeed {
  const text = (typeof content === "string" ? content : content.toString("utf8")).replace(/^\uFEFF/, "");
  const hint = `${options.name ?? ""} ${options.contentType ?? ""}`.toLowerCase();
  const head = text.trimStart().slice(0, 200).toLowerCase();
  if (hint.includes("html") || head.startsWith("<"))
    return { format: "html", rows: parseJsonLdPage(text, options) };
  if (hint.includes("json") || head.startsWith("[") || head.startsWith("{"))
    return { format: "json", rows: parseJsonFeed(text, options.source) };
  return { format: "csv", rows: parseCsvFeed(text, options.source) };
}

/** CSV feed with a header row; columns mapped by name (job-record.ts, columnAliases). */
export function parseCsvFeed(text: string, source: JobSource): RowResult[] {
  const firstLine = text.slice(0, text.indexOf("\n") >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  let records: Record<string, string>[];
  try {
    records = parseCsv(text, {
      bom: true,
      columns: true,
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    });
  } catch (error) {
    throw new FeedError(`CSV could not be read: ${(error as Error).message}`);
  }
  return records.map((record, i) => mapJobRecord(fieldsOf(record), i + 1, { source }));
}

/** JSON feed: flat records (column mapping) or schema.org JobPosting objects. */
export function parseJsonFeed(text: string, source: JobSource): RowResult[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new FeedError("JSON could not be parsed");
  }
  const list = Array.isArray(data) ? data : listIn(data);
  if (!list)
    throw new FeedError("JSON holds no list of jobs (expected an array, or jobs/items/data/results)");
  return list.map((item, i) => {
    if (!item || typeof item !== "object" || Array.isArray(item))
      return { row: i + 1, reason: "not an object" };
    const record = item as Record<string, unknown>;
    return isJobPosting(record)
      ? mapJobPosting(record, i + 1, source)
      : mapJobRecord(fieldsOf(record), i + 1, { source });
  });
}

function listIn(data: unknown): unknown[] | undefined {
  if (!data || typeof data !== "object") return undefined;
  const record = data as Record<string, unknown>;
  if (isJobPosting(record)) return [record];
  for (const key of ["jobs", "items", "data", "results", "@graph"])
    if (Array.isArray(record[key])) return record[key];
  return undefined;
}

function isJobPosting(record: Record<string, unknown>): boolean {
  const type = record["@type"];
  return type === "JobPosting" || (Array.isArray(type) && type.includes("JobPosting"));
}

/**
 * Every JobPosting in the page's `<script type="application/ld+json">` blocks (top level,
 * arrays and @graph), read with the HTML tokenizer of @sira/html (linear in the page's length).
 * A block that is not valid JSON is reported as a rejected row; a page without any JobPosting
 * is a FeedError.
 */
export function parseJsonLdPage(html: string, options: { source: JobSource; pageUrl?: string }): RowResult[] {
  const rows = jobPostingsOfPage(html, options);
  if (rows.length === 0) throw new FeedError("the page carries no schema.org JobPosting JSON-LD");
  return rows;
}

/** The rows of `parseJsonLdPage`, empty for a page without any JobPosting. */
export function jobPostingsOfPage(
  html: string,
  options: { source: JobSource; pageUrl?: string },
): RowResult[] {
  const rows: RowResult[] = [];
  let row = 0;
  for (const block of readJsonLdScripts(html)) {
    let data: unknown;
    try {
      data = JSON.parse(block.trim());
    } catch {
      rows.push({ row: ++row, reason: "JSON-LD block is not valid JSON" });
      continue;
    }
    for (const node of flattenGraph(data)) {
      if (!isJobPosting(node)) continue;
      rows.push(mapJobPosting(node, ++row, options.source, options.pageUrl));
    }
  }
  return rows;
}

function flattenGraph(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data.flatMap(flattenGraph);
  if (!data || typeof data !== "object") return [];
  const record = data as Record<string, unknown>;
  const graph = record["@graph"];
  return Array.isArray(graph) ? [record, ...graph.flatMap(flattenGraph)] : [record];
}

const str = (v: unknown): string =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

function placeText(location: unknown): { text: string; country: string } {
  const places = Array.isArray(location) ? location : [location];
  const texts: string[] = [];
  let country = "";
  for (const place of places) {
    if (!place || typeof place !== "object") {
      if (str(place)) texts.push(str(place));
      continue;
    }
    const address = (place as Record<string, unknown>).address;
    if (typeof address === "string") texts.push(address);
    else if (address && typeof address === "object") {
      const a = address as Record<string, unknown>;
      const c = a.addressCountry;
      const countryText = typeof c === "object" && c ? str((c as Record<string, unknown>).name) : str(c);
      country ||= countryText;
      texts.push([str(a.addressLocality), str(a.addressRegion), countryText].filter(Boolean).join(", "));
    } else texts.push(str((place as Record<string, unknown>).name));
  }
  return { text: texts.filter(Boolean).join(" · "), country };
}

/** Map a schema.org JobPosting (https://schema.org/JobPosting) to the common record fields. */
function mapJobPosting(
  node: Record<string, unknown>,
  row: number,
  source: JobSource,
  pageUrl?: string,
): RowResult {
  const org = first(node.hiringOrganization);
  const orgRecord = org && typeof org === "object" ? (org as Record<string, unknown>) : {};
  const identifier = first(node.identifier);
  const id =
    identifier && typeof identifier === "object"
      ? str((identifier as Record<string, unknown>).value)
      : str(identifier);
  const place = placeText(node.jobLocation);
  const experience = node.experienceRequirements;
  const months =
    experience && typeof experience === "object"
      ? Number((experience as Record<string, unknown>).monthsOfExperience)
      : Number.NaN;
  const logo = orgRecord.logo;
  const fields: Partial<Record<keyof JobInput, string>> = {
    position: str(node.title),
    company: str(orgRecord.name) || str(org),
    logo: typeof logo === "object" && logo ? str((logo as Record<string, unknown>).url) : str(logo),
    location: place.text,
    country: place.country,
    date: str(node.datePosted),
    remote: str(node.jobLocationType) || (node.jobLocationType === undefined ? "" : "remote"),
    jobType: str(first(node.employmentType)),
    experience: Number.isFinite(months) ? `${Math.floor(months / 12)} years` : str(experience),
    link: str(node.url) || pageUrl || "",
    description: str(node.description),
    validThrough: str(node.validThrough),
  };
  if (id) fields.externalId = id;
  for (const key of Object.keys(fields) as (keyof JobInput)[]) if (!fields[key]) delete fields[key];
  return mapJobRecord(fields, row, { source });
}
