import { describe, expect, it } from "vitest";
import { jobChunks } from "./jobs.repository";

const job = (kb: number) => ({ descriptionEn: "x".repeat(kb * 1024), descriptionAr: "", searchText: "" });

describe("jobChunks (one upsert statement each)", () => {
  it("keeps short jobs together, up to 200 a statement", () => {
    expect(jobChunks(Array.from({ length: 450 }, () => job(0))).map((c) => c.length)).toEqual([200, 200, 50]);
  });

  it("splits long descriptions so no statement carries much more than 256 KB of text", () => {
    // 30 descriptions of 39 KB (the hostile feed): 6 per statement, not one statement of 1.2 MB.
    const chunks = jobChunks(Array.from({ length: 30 }, () => job(39)));
    expect(chunks.map((c) => c.length)).toEqual([6, 6, 6, 6, 6]);
    // A single job longer than the budget still goes, alone.
    expect(jobChunks([job(300), job(1)]).map((c) => c.length)).toEqual([1, 1]);
  });
});
