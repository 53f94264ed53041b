import type { jobSources } from "@sira/schema/constants";
import { DomUtils, parseDocument } from "htmlparser2";
import { type JobInput, mapJobRecord, type RowResult } from "./job-record";
import { FeedError } from "./parse-feed";

type JobSource = (typeof jobSources)[number];
type Fields = Partial<Record<keyof JobInput, string>>;
type Element = ReturnType<typeof DomUtils.findAll>[number];

/** Children of `parent` by local name (namespace prefix ignored, case-insensitive). */
function children(parent: Element, name: string): Element[] {
  return DomUtils.getChildren(parent).filter(
    (node): node is Element =>
      DomUtils.isTag(node) && node.name.toLowerCase().replace(/^.*:/, "") === name.toLowerCase(),
  );
}
const textOf = (el: Element | undefined): string => (el ? DomUtils.textContent(el).trim() : "");
function firstText(parent: Element, names: string[]): string {
  for (const name of names) {
    const value = textOf(children(parent, name)[0]);
    if (value) return value;
  }
  return "";
}
function all(root: ReturnType<typeof parseDocument>, name: string): Element[] {
  return DomUtils.findAll(
    (el) => el.name.toLowerCase().replace(/^.*:/, "") === name.toLowerCase(),
    root.children,
  );
}

/**
 * An RSS 2.0 or Atom job feed: each `item` (RSS) or `entry` (Atom) is a job. Read: title,
 * link (Atom: `link[href]`, the alternate one first), guid/id, description,
 * content:encoded/content/summary, pubDate/published/updated, and the extra elements job
 * boards add to RSS: company, location (or city), country, job_type, expires/validThrough.
 * An RSS feed usually lists recent postings only, so it is not a full list (jobs missing from
 * it are not closed; they close by date or age).
 */
export function parseRssFeed(xml: string, options: { source: JobSource; company?: string }): RowResult[] {
  const doc = parseDocument(xml, { xmlMode: true });
  const items = all(doc, "item");
  const entries = items.length > 0 ? items : all(doc, "entry");
  if (entries.length === 0 && all(doc, "rss").length === 0 && all(doc, "feed").length === 0)
    throw new FeedError("not an RSS or Atom feed");
  return entries.map((item, i) => {
    const links = children(item, "link");
    const alternate = links.find((l) => !l.attribs.rel || l.attribs.rel === "alternate") ?? links[0];
    const link = alternate?.attribs.href ?? textOf(alternate);
    const fields: Fields = {
      externalId: firstText(item, ["guid", "id"]) || link,
      position: firstText(item, ["title"]),
      company: firstText(item, ["company", "employer", "hiringOrganization"]) || options.company || "",
      location: firstText(item, ["location", "city", "joblocation"]),
      country: firstText(item, ["country"]),
      date: firstText(item, ["pubDate", "published", "updated", "date"]),
      jobType: firstText(item, ["job_type", "jobtype", "employmentType"]),
      link,
      description: firstText(item, ["encoded", "content", "description", "summary"]),
      validThrough: firstText(item, ["validThrough", "expires", "expiration_date", "closingDate"]),
    };
    for (const key of Object.keys(fields) as (keyof JobInput)[]) if (!fields[key]) delete fields[key];
    if (fields.externalId && fields.externalId.length > 300) delete fields.externalId;
    return mapJobRecord(fields, i + 1, { source: options.source });
  });
}

/**
 * An XML sitemap (`urlset` of `url/loc`) or sitemap index (`sitemapindex` of `sitemap/loc`).
 * Answers the page URLs, or the child sitemaps to read next.
 */
export function parseSitemap(xml: string): { pages: string[]; sitemaps: string[] } {
  const doc = parseDocument(xml, { xmlMode: true });
  const locs = (name: string) =>
    all(doc, name)
      .map((el) => firstText(el, ["loc"]))
      .filter((loc) => /^https?:\/\//i.test(loc));
  const pages = locs("url");
  const sitemaps = locs("sitemap");
  if (pages.length === 0 && sitemaps.length === 0 && all(doc, "urlset").length === 0)
    throw new FeedError("not an XML sitemap");
  return { pages, sitemaps };
}
