import type { JobMatch } from "@sira/schema/job-api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import arServer from "../../../../server/src/locales/ar.json";
import enServer from "../../../../server/src/locales/en.json";
import arCommon from "../../locales/ar/common.json";
import arEligibility from "../../locales/ar/eligibility.json";
import arJobs from "../../locales/ar/jobs.json";
import enCommon from "../../locales/en/common.json";
import enEligibility from "../../locales/en/eligibility.json";
import enJobs from "../../locales/en/jobs.json";
import { JobCard } from "./job-card";
import { JobDetailPage } from "./job-detail-page";
import { testResume } from "./job-test-resume";
import { JobsPage } from "./jobs-page";

// Issue 40: "matches / doesn't match your nationality/visa" on the card and the job page, in
// both languages, and the "open to me" filter of the jobs list.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: {
      en: { common: enCommon, jobs: enJobs, eligibility: enEligibility, errors: enServer.errors },
      ar: { common: arCommon, jobs: arJobs, eligibility: arEligibility, errors: arServer.errors },
    },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage("en");
});

const base: JobMatch = {
  id: "j1",
  position: "Staff Nurse",
  company: "Al Noor Hospital",
  logo: null,
  location: "Riyadh, Saudi Arabia",
  country: "SA",
  region: "riyadh",
  date: new Date().toISOString(),
  remote: "onsite",
  jobType: "full_time",
  experience: "mid",
  source: "bayt",
  link: null,
  descriptionEn: "Saudi nationals only. Must have transferable Iqama.",
  descriptionAr: "",
  language: "en",
  positionNames: null,
  placeNames: null,
  match: 0.7,
  reasons: {
    matchedSkills: ["Patient care"],
    missingSkills: [],
    title: 1,
    location: "same-city",
    experience: { job: "mid", resume: "mid", fit: "same" },
  },
};
const withEligibility = (eligibility: JobMatch["reasons"]["eligibility"]): JobMatch => ({
  ...base,
  reasons: { ...base.reasons, eligibility },
});
const mismatch = withEligibility({
  verdict: "mismatch",
  checks: [
    { kind: "nationality", required: true, verdict: "mismatch", places: ["SA"] },
    { kind: "transferable", required: true, verdict: "unknown", places: ["SA"] },
    { kind: "nationality", required: false, verdict: "mismatch", places: ["GCC"] },
  ],
});

function card(job: JobMatch) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <JobCard job={job} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("eligibility on the job card", () => {
  it("says whether the job matches the nationality and visa, in English and Arabic", async () => {
    card(mismatch);
    expect(screen.getByTestId("eligibility-badge").textContent).toBe("Doesn't match your nationality/visa");
    cleanup();
    card(withEligibility({ verdict: "match", checks: [] }));
    expect(screen.getByTestId("eligibility-badge").textContent).toBe("Matches your nationality/visa");
    cleanup();
    await i18next.changeLanguage("ar");
    card(mismatch);
    expect(screen.getByTestId("eligibility-badge").textContent).toBe("لا تطابق جنسيتك/تأشيرتك");
    cleanup();
    card(withEligibility({ verdict: "unknown", checks: [] }));
    expect(screen.getByTestId("eligibility-badge").textContent).toBe("الجنسية/التأشيرة: غير مذكورة في سيرتك");
  });
  it("shows nothing when the job states nothing", () => {
    card(base);
    expect(screen.queryByTestId("eligibility-badge")).toBeNull();
  });
});

function stubApi() {
  const calls: string[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === "/api/resume") return json([testResume]);
      if (url === "/api/job/regions") return json([]);
      if (url === "/api/job/j1") return json(base);
      if (url === "/api/job/j1/match/r1") return json(mismatch);
      if (url.startsWith("/api/job/match/")) {
        const open = url.includes("eligible=me");
        return json({ resumeId: "r1", country: "SA", total: open ? 0 : 1, jobs: open ? [] : [mismatch] });
      }
      return new Response(JSON.stringify({ code: "NotFound", message: "" }), { status: 404 });
    }),
  );
  return calls;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/jobs" element={<JobsPage />} />
          <Route path="/dashboard/jobs/:jobId" element={<JobDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("eligibility on the job page", () => {
  it("lists each requirement with how the resume meets it (English)", async () => {
    stubApi();
    renderAt("/dashboard/jobs/j1");
    const panel = await screen.findByTestId("job-eligibility", {}, { timeout: 5000 });
    expect(within(panel).getByRole("heading").textContent).toContain("Nationality and visa");
    const items = within(panel)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([
      "Only for nationals of Saudi Arabia — your resume doesn't meet it",
      "Asks for a transferable Iqama or residence visa — your resume doesn't say",
      "Nationals of GCC countries preferred — a preference: you can still apply",
    ]);
    expect(panel.textContent).toContain("Add your nationality and residency");
  });
  it("in Arabic", async () => {
    await i18next.changeLanguage("ar");
    stubApi();
    renderAt("/dashboard/jobs/j1");
    const panel = await screen.findByTestId("job-eligibility", {}, { timeout: 5000 });
    const first = within(panel).getAllByRole("listitem")[0]!.textContent;
    expect(first).toMatch(/^لمواطني .*السعودية فقط — سيرتك لا تستوفيه$/);
  });
});

describe("the open-to-me filter", () => {
  it("asks the server for the jobs open to the resume and keeps it in the URL", async () => {
    const calls = stubApi();
    renderAt("/dashboard/jobs");
    expect(await screen.findByTestId("eligibility-badge")).toBeTruthy();
    const toggle = screen.getByRole("button", { name: "Open to me" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.some((c) => c.startsWith("/api/job/match/r1?") && c.includes("eligible=me"))).toBe(true),
    );
    expect(screen.getByRole("button", { name: "Open to me" }).getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText("No jobs found")).toBeTruthy();
  });
});
