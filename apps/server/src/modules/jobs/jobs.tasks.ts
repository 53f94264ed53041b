/**
 * Jobs' tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts): fetched pages and
 * feeds read into rows, feed jobs prepared for storage, a resume's match features; plain data in
 * and out, no database or files. The compute tasks load the NLP vocabulary on first use (dynamic
 * imports, evaluated lazily in the bundle), so import threads start without it.
 */
import type { ResumeFeatures } from "@sira/nlp/types";
import type { CountryCode, ResumeData } from "@sira/schema";
import type { JobInput, RowResult } from "./feeds/job-record";
import { FeedError, jobPostingsOfPage, type ParsedFeed, parseFeed } from "./feeds/parse-feed";
import type { NewJobRow } from "./job-ingest";

/**
 * The JobPostings of a fetched page (up to the 20 MB fetch cap) as feed rows. Reading a page is
 * linear, but a 20 MB page still takes a few hundred milliseconds of tokenizing and JSON parsing:
 * here it overlaps requests instead of holding the event loop.
 */
export async function readJobPage(input: { page: Uint8Array; pageUrl: string }): Promise<RowResult[]> {
  return jobPostingsOfPage(new TextDecoder().decode(input.page), { source: "sira", pageUrl: input.pageUrl });
}

/**
 * A feed file or fetched feed body (JSON, CSV or an HTML page of JobPosting JSON-LD, up to the
 * 20 MB cap) read into rows, or the reason it is not a feed (parseFeed's FeedError, whose class
 * does not cross the thread boundary).
 */
export async function readFeedBody(input: {
  content: Uint8Array | string;
  options: Parameters<typeof parseFeed>[1];
}): Promise<ParsedFeed | { error: string }> {
  const { content } = input;
  const text = typeof content === "string" ? content : new TextDecoder().decode(content);
  try {
    return parseFeed(text, input.options);
  } catch (error) {
    if (error instanceof FeedError) return { error: error.message };
    throw error;
  }
}

/** Feed jobs as rows ready to upsert (job-ingest.ts, prepareJobRow), in order. */
export async function prepareJobRows(input: { inputs: JobInput[]; now: Date }): Promise<NewJobRow[]> {
  const { prepareJobRow } = await import("./job-ingest");
  return input.inputs.map((job) => prepareJobRow(job, input.now));
}

/**
 * What matching reads from a resume (its data, with the chosen country put first) or from a
 * resume pasted as text.
 */
export async function resumeFeatures(
  input: { data: ResumeData; country: CountryCode | null } | { text: string },
): Promise<ResumeFeatures> {
  const { extractResumeFeatures, extractResumeFeaturesFromText } = await import("@sira/nlp/resume-features");
  if ("text" in input) return extractResumeFeaturesFromText(input.text);
  const features = extractResumeFeatures(input.data);
  if (input.country)
    features.countries = [input.country, ...features.countries.filter((c) => c !== input.country)];
  return features;
}
