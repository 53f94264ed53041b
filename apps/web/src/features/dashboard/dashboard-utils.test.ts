import { describe, expect, it } from "vitest";
import {
  duplicateNames,
  formatRelativeTime,
  randomResumeTitle,
  slugFromTitle,
  storePlatform,
} from "./dashboard-utils";

describe("dashboard utils", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");
  it("formats the last update relative to now in the UI language", () => {
    expect(formatRelativeTime("2026-03-10T09:00:00Z", "en", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-03-09T12:00:00Z", "en", now)).toBe("yesterday");
    expect(formatRelativeTime("2026-03-10T09:00:00Z", "ar", now)).toBe("قبل 3 ساعات");
    expect(formatRelativeTime("2026-03-10T09:00:00Z", "ur", now)).toBe("3 گھنٹے پہلے");
    expect(formatRelativeTime("2026-03-09T12:00:00Z", "hi", now)).toBe("कल");
  });
  it("suffixes duplicates with (Copy) and -copy", () => {
    expect(duplicateNames("سيرتي", "سيرتي")).toEqual({ title: "سيرتي (Copy)", slug: "سيرتي-copy" });
    expect(duplicateNames("x", "a".repeat(100)).slug).toHaveLength(100);
  });
  it("suggests a short Latin slug for an Arabic title (a short link in WhatsApp)", () => {
    expect(slugFromTitle("سيرة مشرقة")).toBe("sira-mushriqa");
    expect(slugFromTitle("Bright Resume")).toBe("bright-resume");
    // Every random Arabic title gets a Latin slug.
    for (let i = 0; i < 60; i++) {
      const slug = slugFromTitle(randomResumeTitle("ar", () => ((i * 7) % 60) / 60));
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
  it("generates a title in the requested language", () => {
    expect(randomResumeTitle("en", () => 0)).toBe("Bright Resume");
    expect(randomResumeTitle("ar", () => 0)).toBe("سيرة مشرقة");
  });
  it("chooses the store by device", () => {
    expect(storePlatform("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe("android");
    expect(storePlatform("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe("ios");
    expect(storePlatform("Mozilla/5.0 (X11; Linux x86_64)")).toBe("other");
  });
});
