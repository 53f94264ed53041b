import { createHmac } from "node:crypto";
import {
  migratePersonalFields,
  type PublicResume,
  publicPersonal,
  type ResumeData,
  type ResumeShare,
} from "@sira/schema";
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { clientAddressKey } from "../../http/client-address";
import { inlinePicture, type PrintDocumentContext } from "../print/print.public";
import { findResumeRow, listResumeIds, type ResumeRow } from "../resume/resume.public";
import {
  findPublicResumeStamp,
  findPublicResumeWithShare,
  listShares,
  recordShareVisit,
  type ShareEventKind,
  upsertHideContact,
} from "./share.repository";

/** What the share rules need: the database, the picture inliner's inputs and the visitor-hash key. */
export interface ShareContext {
  db: Db;
  document: Pick<PrintDocumentContext, "files" | "imagesKey" | "publicUrl">;
  visitorKey: Buffer;
}

const phoneLike = /^[+\d\s().-]{7,}$/;
const emailLike = /^[^\s@]+@[^\s@]+$/;

/**
 * Resume data as the public page shows it: no notes, no hidden sections or items, no hidden
 * picture, and with `hideContact` no e-mail, phone, or custom field holding one. The picture is
 * whatever the caller resolved (a data URL or "").
 */
export function publicResumeData(given: ResumeData, hideContact: boolean, pictureUrl: string): ResumeData {
  const data = migratePersonalFields(given);
  const sections = structuredClone(data.sections) as ResumeData["sections"];
  const lists = sections as unknown as Record<string, { visible: boolean; items?: { visible: boolean }[] }>;
  for (const [key, section] of Object.entries(lists)) {
    if (key === "custom" || key === "summary" || !section.items) continue;
    section.items = section.visible ? section.items.filter((item) => item.visible) : [];
  }
  for (const section of Object.values(sections.custom)) {
    section.items = section.visible ? section.items.filter((item) => item.visible) : [];
  }
  if (!sections.summary.visible) sections.summary.content = "";
  const basics = data.basics;
  const customFields = hideContact
    ? basics.customFields.filter((f) => !phoneLike.test(f.value.trim()) && !emailLike.test(f.value.trim()))
    : basics.customFields;
  return {
    ...data,
    basics: {
      ...basics,
      email: hideContact ? "" : basics.email,
      phone: hideContact ? "" : basics.phone,
      customFields,
      picture: { ...basics.picture, url: basics.picture.effects.hidden ? "" : pictureUrl },
    },
    sections,
    metadata: { ...data.metadata, notes: "" },
    // Personal data (issue 40): hidden parts are removed, not just unshown (docs/notes/personal-data.md).
    personal: publicPersonal(data.personal, hideContact),
  };
}

/** A public resume as its page and the public API see it (see publicResumeData). */
export interface PublicResumeView {
  resume: ResumeRow;
  username: string;
  answer: PublicResume;
}

/** How many public resumes' views are kept (each holds its data twice: stored and as shown). */
const cachedViewLimit = 16;

/** Views of public resumes by state (id, version, update time, share settings), per database. */
const viewCaches = new WeakMap<Db, Map<string, Promise<PublicResumeView>>>();

/**
 * A public resume by username and slug, ready to show; ResumeNotFound unless it is public.
 * Each view first asks the resume's state (no data); a state seen lately answers from memory, so
 * many visitors of one page (a large resume among them) load, parse and filter its data once,
 * not once per request on the event loop. Concurrent first views share one load.
 */
export async function findPublicResumeView(
  ctx: ShareContext,
  username: string,
  slug: string,
): Promise<PublicResumeView> {
  const stamp = await findPublicResumeStamp(ctx.db, username, slug);
  if (!stamp) throw new AppError("ResumeNotFound");
  const key = `${stamp.id}\0${stamp.version}\0${stamp.updatedAt.getTime()}\0${stamp.hideContact}`;
  const cache = viewCaches.get(ctx.db) ?? new Map<string, Promise<PublicResumeView>>();
  viewCaches.set(ctx.db, cache);
  let view = cache.get(key);
  if (view) {
    cache.delete(key);
  } else {
    view = loadPublicResumeView(ctx, username, slug);
    view.catch(() => cache.delete(key));
  }
  cache.set(key, view);
  for (const oldest of cache.keys()) {
    if (cache.size <= cachedViewLimit) break;
    cache.delete(oldest);
  }
  const { resume, answer } = await view;
  // The username as asked now (a renamed owner's page moves with the name).
  return { resume, answer, username: stamp.username };
}

async function loadPublicResumeView(
  ctx: ShareContext,
  username: string,
  slug: string,
): Promise<PublicResumeView> {
  const found = await findPublicResumeWithShare(ctx.db, username, slug);
  if (!found) throw new AppError("ResumeNotFound");
  const { resume, hideContact } = found;
  const picture = resume.data.basics.picture.effects.hidden
    ? ""
    : await inlinePicture(ctx.document, resume.userId, resume.data.basics.picture.url);
  return {
    resume,
    username: found.username,
    answer: {
      slug: resume.slug,
      language: resume.language,
      updatedAt: resume.updatedAt.toISOString(),
      data: publicResumeData(resume.data, hideContact, picture),
    },
  };
}

/**
 * Automated clients by user agent: crawlers, link unfurlers, headless browsers and HTTP
 * libraries, by the maintained `isbot` list. A missing user agent counts as one.
 */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}

/** Today's date (UTC) as YYYY-MM-DD: the day a visit is counted in. */
export function visitDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A visitor's hash for one day: HMAC(key, day, the visitor's address key). The address key is
 * the IPv4 address or the IPv6 /64 (clientAddressKey), and the user agent is left out: it costs a
 * client nothing to send a new one with every request, so counting it would count one visitor
 * many times. (People behind one shared address count once a day; no cookie is set.) The hash
 * cannot be turned back into an address without the server's key, differs from day to day, and
 * is deleted after its day.
 */
export function visitorHash(key: Buffer, day: string, ip: string): string {
  return createHmac("sha256", key)
    .update(`${day}\0${clientAddressKey(ip)}`)
    .digest("base64url");
}

/** Count a page view or a download of a public resume (once per visitor and day; bots never). */
export async function countShareEvent(
  ctx: Pick<ShareContext, "db" | "visitorKey">,
  request: Pick<FastifyRequest, "ip" | "headers">,
  resumeId: string,
  kind: ShareEventKind,
  now = new Date(),
): Promise<boolean> {
  if (isBot(request.headers["user-agent"])) return false;
  const day = visitDay(now);
  const visitor = visitorHash(ctx.visitorKey, day, request.ip);
  return recordShareVisit(ctx.db, { resumeId, kind, day, visitor });
}

/** GET /api/resume/shares: share settings and counts of each of the user's resumes. */
export async function listResumeShares(db: Db, userId: string): Promise<ResumeShare[]> {
  const ids = await listResumeIds(db, userId);
  const shares = new Map((await listShares(db, ids)).map((s) => [s.resumeId, s]));
  return ids.map((resumeId) => {
    const share = shares.get(resumeId);
    return {
      resumeId,
      hideContact: share?.hideContact ?? false,
      views: share?.views ?? 0,
      downloads: share?.downloads ?? 0,
    };
  });
}

/** PATCH /api/resume/:id/share: the owner hides or shows contact details; refused when locked. */
export async function setHideContact(
  db: Db,
  userId: string,
  resumeId: string,
  hideContact: boolean,
): Promise<ResumeShare> {
  return db.transaction(async (tx) => {
    const row = await findResumeRow(tx, userId, resumeId, { forUpdate: true });
    if (!row) throw new AppError("ResumeNotFound");
    if (row.locked) throw new AppError("ResumeLocked");
    const share = await upsertHideContact(tx, resumeId, hideContact);
    return { resumeId, hideContact: share.hideContact, views: share.views, downloads: share.downloads };
  });
}
