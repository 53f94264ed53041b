import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { occupationResume } from "../../../test/helpers/jobs";
import { linkIn, startSmtpServer } from "../../../test/helpers/smtp";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { createSmtpMailer } from "../../adapters/mail/smtp-mailer";
import { applications, jobAlertSettings, jobs } from "../../db/schema";
import demo from "../jobs/demo/demo-jobs.json" with { type: "json" };
import { prepareJobRow } from "../jobs/job-ingest";
import { JobMatcher } from "../jobs/job-match.service";
import { collectDueFollowUps, sendJobAlerts } from "./job-alerts.service";
import { scheduledWork } from "./scheduled-work";

type DemoJob = (typeof demo.jobs)[number];

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mailer: ReturnType<typeof createSmtpMailer>;
const hour = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://sira.test" });
  mailer = createSmtpMailer(smtp.url, "Sira <alerts@sira.test>");
});
afterAll(async () => {
  await mailer.close();
  await t.close();
  await smtp.close();
});

/** Insert demo postings as jobs Sira first saw at `seenAt`. */
async function insertDemoJobs(list: DemoJob[], seenAt: Date) {
  for (const job of list) {
    const row = prepareJobRow(
      {
        source: job.source as "bayt",
        externalId: `${job.id}-${Math.random()}`,
        position: job.position,
        company: job.company,
        logo: null,
        location: job.location,
        country: job.country,
        date: seenAt,
        remote: job.remote as "onsite",
        jobType: job.jobType as "full_time",
        experience: job.experience as "entry",
        link: job.link,
        descriptionEn: job.descriptionEn,
        descriptionAr: job.descriptionAr,
        description: "",
      },
      seenAt,
    );
    await t.database.db.insert(jobs).values({ ...row, createdAt: seenAt });
  }
}

async function nurse(locale: string, frequency: "daily" | "weekly" | "off") {
  const session = await signedInUser(t.database.db, { locale });
  const resume = await t.app.inject({
    method: "POST",
    url: "/api/resume/import",
    headers: { cookie: session.cookie },
    payload: {
      title: "CV",
      slug: `cv${Math.floor(Math.random() * 1e9)}`,
      data: occupationResume("en", {
        headline: "Staff Nurse",
        position: "Staff Nurse",
        company: "King Fahad Hospital",
        summary: "Patient care, medication administration and infection control",
        skills: ["Patient care", "Medication administration", "Infection control", "BLS"],
      }),
    },
  });
  expect(resume.statusCode, resume.body).toBe(201);
  const set = await t.app.inject({
    method: "PUT",
    url: "/api/alerts/settings",
    headers: { cookie: session.cookie },
    payload: { frequency },
  });
  expect(set.statusCode, set.body).toBe(200);
  return session;
}

describe(`job alert e-mails (${testDatabaseKind})`, () => {
  it("mails only new matching jobs, at most 10, in each user's language, and stops with one click signed out", async () => {
    const db = t.database.db;
    const nurses = demo.jobs.filter((j) => j.occupation === "nurse");
    const accountants = demo.jobs.filter((j) => j.occupation === "accountant");
    expect(nurses.length).toBeGreaterThan(12);
    // Seen before anyone turned alerts on: never "new".
    const old = nurses[0]!;
    await insertDemoJobs([old], new Date(Date.now() - 48 * hour));

    const en = await nurse("en-US", "daily");
    const ar = await nurse("ar-SA", "daily");
    const off = await nurse("en-US", "off");
    const weekly = await nurse("en-US", "weekly");

    const seen = new Date(Date.now() + hour);
    await insertDemoJobs(nurses.slice(1, 14), seen);
    await insertDemoJobs(accountants.slice(0, 3), seen);
    const now = new Date(Date.now() + 2 * hour);

    const run = await sendJobAlerts({
      db,
      mailer,
      config: t.config,
      matcher: new JobMatcher(db, t.untrusted),
      now,
      frequency: "daily",
    });
    expect(run).toMatchObject({ frequency: "daily", sent: 2, jobs: 20 });

    const enMail = await smtp.waitForMail(en.user.email);
    expect(enMail.subject).toBe("10 new jobs match your resume on Sira");
    const listed = enMail.text.match(/^• .*/gm) ?? [];
    expect(listed).toHaveLength(10);
    for (const accountant of accountants.slice(0, 3)) expect(enMail.text).not.toContain(accountant.link);
    expect(enMail.text).not.toContain(old.link);
    const percents = [...enMail.text.matchAll(/(?<!\d)(\d+)% match/g)].map((m) => Number(m[1]));
    expect(percents).toHaveLength(10);
    for (const p of percents) expect(p).toBeGreaterThanOrEqual(30);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(enMail.text).toContain("Matching skills:");
    const headers = enMail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/sira\.test\/api\/alerts\/unsubscribe\?u=/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const arMail = await smtp.waitForMail(ar.user.email);
    expect(arMail.subject).toBe("10 وظائف جديدة تناسب سيرتك في سيرة");
    expect(arMail.html).toContain('dir="rtl"');
    expect(arMail.text).toContain("مهارات مطابقة:");
    expect(arMail.text).toMatch(/التطابق \d+%/);

    expect(smtp.mails.some((m) => m.to.includes(off.user.email))).toBe(false);
    expect(smtp.mails.some((m) => m.to.includes(weekly.user.email))).toBe(false);

    // Nothing new the next day: no mail.
    const before = smtp.mails.length;
    const quiet = await sendJobAlerts({
      db,
      mailer,
      config: t.config,
      matcher: new JobMatcher(db, t.untrusted),
      now: new Date(now.getTime() + 25 * hour),
      frequency: "daily",
    });
    expect(quiet.sent).toBe(0);
    expect(smtp.mails.length).toBe(before);

    // The link in the mail, followed by a browser that is not signed in.
    const link = linkIn(enMail, "/api/alerts/unsubscribe");
    const page = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Unsubscribe");
    const [stillOn] = await db.select().from(jobAlertSettings).where(eq(jobAlertSettings.userId, en.user.id));
    expect(stillOn!.frequency).toBe("daily");
    // The RFC 8058 one-click POST a mail client sends.
    const oneClick = await t.app.inject({
      method: "POST",
      url: `${link.pathname}${link.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    const [nowOff] = await db.select().from(jobAlertSettings).where(eq(jobAlertSettings.userId, en.user.id));
    expect(nowOff!.frequency).toBe("off");
    const settings = await t.app.inject({
      method: "GET",
      url: "/api/alerts/settings",
      headers: { cookie: en.cookie },
    });
    expect(settings.json()).toEqual({ frequency: "off" });

    const forged = await t.app.inject({
      method: "POST",
      url: `/api/alerts/unsubscribe?u=${ar.user.id}&s=${link.searchParams.get("s")}&sig=${link.searchParams.get("sig")}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(404);
    const [arRow] = await db.select().from(jobAlertSettings).where(eq(jobAlertSettings.userId, ar.user.id));
    expect(arRow!.frequency).toBe("daily");

    // More new jobs later: only those are new for the Arabic user; the unsubscribed one gets nothing.
    await insertDemoJobs(nurses.slice(14, 16), new Date(now.getTime() + 30 * hour));
    const later = await sendJobAlerts({
      db,
      mailer,
      config: t.config,
      matcher: new JobMatcher(db, t.untrusted),
      now: new Date(now.getTime() + 31 * hour),
      frequency: "daily",
    });
    expect(later.sent).toBe(1);
    const second = await smtp.waitForMail(ar.user.email, 2);
    expect((second.text.match(/^• .*/gm) ?? []).length).toBe(nurses.slice(14, 16).length);
    expect(smtp.mails.filter((m) => m.to.includes(en.user.email))).toHaveLength(1);
  });

  it("expires an unsubscribe link once alerts are turned on again, refuses a forged start, and the latest link works", async () => {
    const db = t.database.db;
    const nurses = demo.jobs.filter((j) => j.occupation === "nurse");
    const user = await nurse("en-US", "daily");
    const base = Date.now() + 200 * hour;
    await insertDemoJobs(nurses.slice(1, 4), new Date(base));
    await sendJobAlerts({
      db,
      mailer,
      config: t.config,
      matcher: new JobMatcher(db, t.untrusted),
      now: new Date(base + hour),
      frequency: "daily",
    });
    const first = linkIn(await smtp.waitForMail(user.user.email), "/api/alerts/unsubscribe");
    const inject = (method: "GET" | "POST", link: URL, language = "en") =>
      t.app.inject({
        method,
        url: `${link.pathname}${link.search}`,
        headers: {
          "accept-language": language,
          ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(method === "POST" ? { payload: "List-Unsubscribe=One-Click" } : {}),
      });
    const frequency = async () =>
      (await db.select().from(jobAlertSettings).where(eq(jobAlertSettings.userId, user.user.id)))[0]
        ?.frequency;
    const setFrequency = (value: "daily" | "off") =>
      t.app.inject({
        method: "PUT",
        url: "/api/alerts/settings",
        headers: { cookie: user.cookie },
        payload: { frequency: value },
      });

    // A link whose subscription start was changed by hand is not this server's.
    const forged = new URL(first);
    forged.searchParams.set("s", String(Number(first.searchParams.get("s")) + 1));
    expect((await inject("POST", forged)).statusCode).toBe(404);
    // A link without its subscription's start (as mailed before links carried one) has expired.
    const unbound = new URL(first);
    unbound.searchParams.delete("s");
    expect((await inject("GET", unbound)).statusCode).toBe(410);
    expect(await frequency()).toBe("daily");

    // Alerts off and on again: a new subscription, and the earlier mail's link has expired.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await setFrequency("off")).statusCode).toBe(200);
    expect((await setFrequency("daily")).statusCode).toBe(200);
    const page = await inject("GET", first);
    expect(page.statusCode).toBe(410);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("This unsubscribe link has expired");
    expect(page.body).not.toContain("<form");
    const arabic = await inject("GET", first, "ar");
    expect(arabic.body).toContain('dir="rtl"');
    expect(arabic.body).toContain("انتهت صلاحية رابط إلغاء الاشتراك");
    expect((await inject("POST", first)).statusCode).toBe(410);
    expect(await frequency()).toBe("daily");

    // The next mail's link works.
    await insertDemoJobs(nurses.slice(4, 6), new Date(base + 30 * hour));
    await sendJobAlerts({
      db,
      mailer,
      config: t.config,
      matcher: new JobMatcher(db, t.untrusted),
      now: new Date(base + 31 * hour),
      frequency: "daily",
    });
    const latest = linkIn(await smtp.waitForMail(user.user.email, 2), "/api/alerts/unsubscribe");
    expect((await inject("GET", latest)).body).toContain("<form");
    expect((await inject("POST", latest)).statusCode).toBe(200);
    expect(await frequency()).toBe("off");
  });

  it("puts next steps due today, and overdue ones, into the daily mail even without new jobs", async () => {
    const db = t.database.db;
    const user = await nurse("en-US", "daily");
    const now = new Date("2031-03-10T04:00:00Z");
    const create = async (position: string, nextStepOn: string, status = "applied") => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/applications",
        headers: { cookie: user.cookie },
        payload: { manual: { position }, status },
      });
      await t.app.inject({
        method: "PATCH",
        url: `/api/applications/${res.json().id}`,
        headers: { cookie: user.cookie },
        payload: { nextStep: `Call about ${position}`, nextStepOn },
      });
    };
    await create("Due today", "2031-03-10");
    await create("Overdue", "2031-03-08");
    await create("Next week", "2031-03-17");
    await create("Closed one", "2031-03-09", "closed");
    // No job is new for this user in this window.
    await db
      .update(jobAlertSettings)
      .set({ enabledAt: now })
      .where(eq(jobAlertSettings.userId, user.user.id));

    const due = await collectDueFollowUps({ db, now, userIds: [user.user.id] });
    expect(due.map((d) => [d.position, d.overdue])).toEqual([
      ["Overdue", true],
      ["Due today", false],
    ]);
    const daily = scheduledWork.find((w) => w.name === "job-alerts-daily")!;
    await daily.run({ db, mailer, config: t.config, matcher: new JobMatcher(db, t.untrusted) }, now);
    const mail = await smtp.waitForMail(user.user.email);
    expect(mail.subject).toBe("You have 2 follow-ups due today on Sira");
    expect(mail.text).toContain("Call about Due today (2031-03-10)");
    expect(mail.text).toContain("Call about Overdue (2031-03-08, overdue)");
    expect(mail.text).not.toContain("Next week");
    expect(mail.text).not.toContain("Closed one");
    expect(mail.text).toContain("http://sira.test/dashboard/applications");
    const rows = await db.select().from(applications).where(eq(applications.userId, user.user.id));
    expect(rows).toHaveLength(4);
  });

  it("lets the operator trigger a run through the admin call", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/alerts/send",
      headers: { authorization: "Bearer test-admin-token" },
      payload: { frequency: "weekly" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ frequency: "weekly" });
  });

  it("runs the alert mails on the durable queue's schedule: daily at 04:00 UTC, weekly on Sundays", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/queue",
      headers: { authorization: "Bearer test-admin-token" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().schedules).toEqual(
      expect.arrayContaining([
        { task: "applications.job-alerts-daily", cron: "0 4 * * *", timezone: "UTC" },
        { task: "applications.job-alerts-weekly", cron: "0 4 * * 0", timezone: "UTC" },
      ]),
    );
  });
});
