import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flushAnalytics, getConsent, setConsent, track } from "./analytics";

describe("consent-gated analytics", () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response("{}")));
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockClear();
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the consent cookie between tests.
    document.cookie = "sira_consent=; path=/; max-age=0";
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends nothing while undecided, and does not replay earlier events after Accept", () => {
    expect(getConsent()).toBeNull();
    track("page.view");
    flushAnalytics();
    expect(fetchMock).not.toHaveBeenCalled();
    setConsent(true);
    flushAnalytics();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends nothing after Reject", () => {
    setConsent(false);
    expect(getConsent()).toBe(false);
    track("page.view");
    flushAnalytics();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends events after Accept", () => {
    setConsent(true);
    expect(getConsent()).toBe(true);
    track("resume.created", { language: "ar" });
    flushAnalytics();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/analytics/events");
    expect(JSON.parse(init.body as string).events[0]).toMatchObject({
      name: "resume.created",
      props: { language: "ar" },
    });
  });
});
