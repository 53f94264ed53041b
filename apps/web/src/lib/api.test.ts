import { describe, expect, it } from "vitest";
import { loginPathFrom } from "./api";

describe("loginPathFrom", () => {
  it("sends a signed-out page to the login page, coming back to it afterwards", () => {
    expect(loginPathFrom({ pathname: "/dashboard/jobs", search: "?q=react" })).toBe(
      "/auth/login?redirect=%2Fdashboard%2Fjobs%3Fq%3Dreact",
    );
  });

  it("leaves the login page alone, so sign-out lands on plain /auth/login", () => {
    expect(loginPathFrom({ pathname: "/auth/login", search: "" })).toBeNull();
    expect(loginPathFrom({ pathname: "/auth/login", search: "?redirect=%2Fdashboard" })).toBeNull();
  });
});
