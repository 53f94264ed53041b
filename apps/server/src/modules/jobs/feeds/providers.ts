import type { jobSources } from "@sira/schema/constants";
import { decodeHTML } from "entities";
import { type JobInput, mapJobRecord, type RowResult } from "./job-record";
import { FeedError } from "./parse-feed";

type JobSource = (typeof jobSources)[number];
type Fields = Partial<Record<keyof JobInput, string>>;

/**
 * The public job-board APIs of applicant tracking systems (no key needed). Each kind knows the
 * URL of a board's full job list and maps one posting of its documented response to the
 * common record fields; `mapJobRecord` then validates the row like any feed row.
 */
export const providerKinds = ["greenhouse", "lever", "workable", "smartrecruiters", "ashby"] as const;
export type ProviderKind = (typeof providerKinds)[number];

/** A board name as the providers spell them: letters, digits, dot, dash, underscore. */
const boardName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The full-list URL of a board (`acme` → Greenhouse's `…/boards/acme/jobs?content=true`). */
export function providerUrl(kind: ProviderKind, board: string): string {
  if (!boardName.test(board)) throw new FeedError(`"${board}" is not a board name`);
  const b = encodeURIComponent(board);
  switch (kind) {
    case "greenhouse":
      return `https://boards-api.greenhouse.io/v1/boards/${b}/jobs?content=true`;
    case "lever":
      return `https://api.lever.co/v0/postings/${b}?mode=json`;
    case "workable":
      return `https://apply.workable.com/api/v1/widget/accounts/${b}?details=true`;
    case "smartrecruiters":
      return `https://api.smartrecruiters.com/v1/companies/${b}/postings?limit=100`;
    case "ashby":
      return `https://api.ashbyhq.com/posting-api/job-board/${b}?includeCompensation=false`;
  }
}

const str = (v: unknown): string =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const join = (...parts: string[]) => parts.filter(Boolean).join(", ");
/** Keep only fields with a value, so mapJobRecord's defaults apply to the rest. */
function clean(fields: Fields): Fields {
  for (const key of Object.keys(fields) as (keyof JobInput)[]) if (!fields[key]) delete fields[key];
  return fields;
}

/**
 * Greenhouse Job Board API, `GET /v1/boards/{board}/jobs?content=true`:
 * `{ jobs: [{ id, title, updated_at, first_published?, location: { name }, absolute_url,
 * content (HTML, entity-escaped), company_name?, offices: [{ name, location }],
 * departments, metadata }], meta: { total } }`.
 */
function greenhouse(job: Record<string, unknown>): Fields {
  const offices = list(job.offices).map(obj);
  return {
    externalId: str(job.id),
    position: str(job.title),
    company: str(job.company_name),
    location: str(obj(job.location).name) || str(offices[0]?.location) || str(offices[0]?.name),
    date: str(job.first_published) || str(job.updated_at),
    link: str(job.absolute_url),
    // The content field is HTML whose tags arrive entity-escaped (&lt;p&gt;).
    description: decodeHTML(str(job.content)),
  };
}

/**
 * Lever Postings API, `GET /v0/postings/{site}?mode=json`: an array of `{ id, text,
 * categories: { location, commitment, team, department, allLocations }, country, createdAt
 * (epoch ms), description (HTML), descriptionPlain, lists: [{ text, content (HTML li) }],
 * additional, hostedUrl, applyUrl, workplaceType: onsite|remote|hybrid|unspecified }`.
 */
function lever(job: Record<string, unknown>): Fields {
  const categories = obj(job.categories);
  const sections = list(job.lists)
    .map(obj)
    .map((section) => `<h3>${str(section.text)}</h3><ul>${str(section.content)}</ul>`)
    .join("");
  return {
    externalId: str(job.id),
    position: str(job.text),
    location: str(categories.location) || list(categories.allLocations).map(str).join(" · "),
    country: str(job.country),
    date: str(job.createdAt),
    remote: str(job.workplaceType) === "remote" ? "remote" : str(job.workplaceType) ? "onsite" : "",
    jobType: str(categories.commitment),
    link: str(job.hostedUrl) || str(job.applyUrl),
    description: [str(job.description) || str(job.descriptionPlain), sections, str(job.additional)]
      .filter(Boolean)
      .join(""),
  };
}

/**
 * Workable account widget API, `GET /api/v1/widget/accounts/{subdomain}?details=true`:
 * `{ name, description, jobs: [{ title, shortcode, code, employment_type, telecommuting,
 * department, url, shortlink, application_url, published_on, created_at, country, city,
 * state, experience, locations: [{ country, countryCode, city, region, hidden }],
 * description (HTML, with details=true) }] }`. The account name is the company.
 */
function workable(job: Record<string, unknown>, board: Record<string, unknown>): Fields {
  const place = list(job.locations)
    .map(obj)
    .find((l) => l.hidden !== true);
  return {
    externalId: str(job.shortcode) || str(job.code),
    position: str(job.title),
    company: str(board.name),
    location: place
      ? join(str(place.city), str(place.region), str(place.country))
      : join(str(job.city), str(job.state), str(job.country)),
    country: str(place?.countryCode) || str(job.country),
    date: str(job.published_on) || str(job.created_at),
    remote: job.telecommuting === true ? "remote" : "",
    jobType: str(job.employment_type),
    experience: str(job.experience),
    link: str(job.url) || str(job.shortlink) || str(job.application_url),
    description: str(job.description),
  };
}

/**
 * SmartRecruiters Posting API, `GET /v1/companies/{company}/postings`: `{ offset, limit,
 * totalFound, content: [{ id, name, refNumber, company: { identifier, name }, releasedDate,
 * location: { city, region, country, remote, fullLocation }, typeOfEmployment: { label },
 * experienceLevel: { id, label }, ref, jobAd?: { sections: { companyDescription,
 * jobDescription, qualifications, additionalInformation: { title, text } } } }] }`. The list
 * carries no description unless the posting's `jobAd` is included; the page link is built from
 * the company identifier and id.
 */
function smartrecruiters(job: Record<string, unknown>): Fields {
  const company = obj(job.company);
  const location = obj(job.location);
  const sections = obj(obj(job.jobAd).sections);
  const description = ["jobDescription", "qualifications", "additionalInformation"]
    .map((key) => obj(sections[key]))
    .filter((s) => str(s.text))
    .map((s) => `<h3>${str(s.title)}</h3>${str(s.text)}`)
    .join("");
  const id = str(job.id);
  const identifier = str(company.identifier);
  return {
    externalId: id,
    position: str(job.name),
    company: str(company.name),
    location: str(location.fullLocation) || join(str(location.city), str(location.region)),
    country: str(location.country),
    date: str(job.releasedDate),
    remote: location.remote === true ? "remote" : "",
    jobType: str(obj(job.typeOfEmployment).label),
    experience: str(obj(job.experienceLevel).label) || str(obj(job.experienceLevel).id),
    link:
      str(job.postingUrl) ||
      (identifier && id ? `https://jobs.smartrecruiters.com/${encodeURIComponent(identifier)}/${id}` : ""),
    description,
  };
}

/**
 * Ashby public Job Posting API, `GET /posting-api/job-board/{board}`: `{ apiVersion, jobs: [{
 * id, title, location, secondaryLocations: [{ location }], department, team, isListed,
 * isRemote, workplaceType, descriptionHtml, descriptionPlain, publishedAt, employmentType:
 * FullTime|PartTime|Intern|Contract|Temporary, address: { postalAddress: { addressLocality,
 * addressRegion, addressCountry } }, jobUrl, applyUrl }] }`. Unlisted postings are skipped.
 */
function ashby(job: Record<string, unknown>): Fields {
  const postal = obj(obj(job.address).postalAddress);
  const employment: Record<string, string> = {
    FullTime: "full time",
    PartTime: "part time",
    Intern: "internship",
    Contract: "contract",
    Temporary: "temporary",
  };
  return {
    externalId: str(job.id),
    position: str(job.title),
    location:
      str(job.location) ||
      join(str(postal.addressLocality), str(postal.addressRegion), str(postal.addressCountry)),
    country: str(postal.addressCountry),
    date: str(job.publishedAt),
    remote: job.isRemote === true || str(job.workplaceType) === "Remote" ? "remote" : "",
    jobType: employment[str(job.employmentType)] ?? str(job.employmentType),
    link: str(job.jobUrl) || str(job.applyUrl),
    description: str(job.descriptionHtml) || str(job.descriptionPlain),
  };
}

/**
 * Read one provider response into rows (numbered from 1). A body that is not the provider's
 * shape is a FeedError; a posting without a title is a rejected row like in any feed.
 * `company` names the employer when the response does not (Greenhouse, Lever, Ashby).
 */
export function parseProviderResponse(
  kind: ProviderKind,
  body: string,
  options: { source: JobSource; company?: string },
): RowResult[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new FeedError(`the ${kind} response is not JSON`);
  }
  const root = obj(data);
  let postings: unknown[];
  let map: (job: Record<string, unknown>) => Fields;
  switch (kind) {
    case "greenhouse":
      postings = root.jobs as unknown[];
      map = greenhouse;
      break;
    case "lever":
      postings = data as unknown[];
      map = lever;
      break;
    case "workable":
      postings = root.jobs as unknown[];
      map = (job) => workable(job, root);
      break;
    case "smartrecruiters":
      postings = root.content as unknown[];
      map = smartrecruiters;
      break;
    case "ashby":
      postings = (root.jobs as unknown[] | undefined)?.filter((j) => obj(j).isListed !== false) as unknown[];
      map = ashby;
      break;
  }
  if (!Array.isArray(postings)) throw new FeedError(`the response is not a ${kind} job list`);
  return postings.map((posting, i) => {
    const fields = clean(map(obj(posting)));
    if (!fields.company && options.company) fields.company = options.company;
    return mapJobRecord(fields, i + 1, { source: options.source });
  });
}
