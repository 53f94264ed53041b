import { describe, expect, it } from "vitest";
import { safeRedirect } from "./session";

describe("safeRedirect", () => {
  it("keeps paths on this site with their query", () => {
    expect(safeRedirect("/dashboard/jobs?q=nurse")).toBe("/dashboard/jobs?q=nurse");
  });
  it("refuses other sites and protocol-relative or backslash tricks", () => {
    for (const target of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(safeRedirect(target)).toBe("/dashboard");
    }
  });
});
