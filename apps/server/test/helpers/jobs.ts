import { createEmptyItem, defaultResumeData, type Language, type ResumeData } from "@sira/schema";
import { createOutboundClient, parseOutboundAllowList } from "../../src/http/guarded-fetch";
import type { FeedContext } from "../../src/modules/jobs/feeds/feed-sources.service";
import type { TestApp } from "./test-app";

/**
 * The feed rules' context over a test app: its database and pool, and an outbound client for
 * `allowHosts` (the app's allow list unless given). The caller closes `outbound`.
 */
export function feedContextOf(
  app: TestApp,
  options: { allowHosts?: string } & Partial<FeedContext> = {},
): FeedContext {
  const { allowHosts = app.config.OUTBOUND_ALLOW_HOSTS, ...rest } = options;
  const policy = parseOutboundAllowList(allowHosts);
  return {
    db: app.database.db,
    outbound: createOutboundClient(policy),
    outboundPolicy: policy,
    untrusted: app.untrusted,
    ...rest,
  };
}

/** A resume of one occupation, for matching tests: headline, one experience item, skills. */
export function occupationResume(
  language: Language,
  spec: {
    headline: string;
    position: string;
    company: string;
    summary: string;
    skills: string[];
    location?: string;
  },
): ResumeData {
  const data = defaultResumeData(language);
  data.basics.name = language === "ar" ? "سارة أحمد" : "Sara Ahmed";
  data.basics.headline = spec.headline;
  data.basics.location = spec.location ?? "";
  const experience = createEmptyItem("experience");
  experience.position = spec.position;
  experience.company = spec.company;
  experience.date = "Jan 2019 - Present";
  experience.summary = `<p>${spec.summary}</p>`;
  data.sections.experience.items = [experience];
  data.sections.skills.items = spec.skills.map((name) => ({ ...createEmptyItem("skills"), name, level: 4 }));
  return data;
}

/** A multipart/form-data body with one file, as the admin job import takes it. */
export function multipart(filename: string, type: string, content: string | Buffer) {
  const boundary = "----siratest";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
