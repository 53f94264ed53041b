import { describe, expect, it } from "vitest";
import { jobMatchQuerySchema } from "./job-api";

describe("GET /api/job/match default order (issue 38)", () => {
  it("sorts by match when the query names no sort", () => {
    expect(jobMatchQuerySchema.parse({}).sort).toBe("high");
  });
});
