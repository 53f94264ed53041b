import { describe, expect, it } from "vitest";
import { UntrustedTaskError } from "../../workers/untrusted-pool";
import { DocumentMemo, runPrintWork } from "./print-document";

const failing = (reason: UntrustedTaskError["reason"], waitedMs = 0) => {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    work: async (): Promise<string> => {
      runs++;
      throw new UntrustedTaskError(reason, { waitedMs });
    },
  };
};

describe("print work in the worker pool (issue 34: no refusal after a timeout under load)", () => {
  it("answers a timeout as ServerBusy with Retry-After and runs the content again next time", async () => {
    const memo = new DocumentMemo();
    const task = failing("timeout", 4_000);
    for (let i = 0; i < 5; i++)
      await expect(runPrintWork(memo, "parts:a", task.work)).rejects.toMatchObject({
        code: "ServerBusy",
        status: 503,
        retryAfterSeconds: 10,
      });
    // Timeouts after waiting for a thread are the load's: every request tried again.
    expect(task.runs).toBe(5);
    await expect(runPrintWork(memo, "parts:a", async () => "made")).resolves.toBe("made");
  });

  it("refuses only a content that ran out of time three times in a row on a free thread", async () => {
    const memo = new DocumentMemo();
    const slow = failing("timeout", 0);
    await expect(runPrintWork(memo, "parts:slow", slow.work)).rejects.toMatchObject({ code: "ServerBusy" });
    await expect(runPrintWork(memo, "parts:slow", slow.work)).rejects.toMatchObject({ code: "ServerBusy" });
    await expect(runPrintWork(memo, "parts:slow", slow.work)).rejects.toMatchObject({
      code: "ResumeTooComplex",
    });
    await expect(runPrintWork(memo, "parts:slow", slow.work)).rejects.toMatchObject({
      code: "ResumeTooComplex",
    });
    expect(slow.runs).toBe(3);
    // Any other content still runs.
    await expect(runPrintWork(memo, "parts:other", async () => "made")).resolves.toBe("made");
    // A success in between starts the count again.
    const flaky = failing("timeout", 0);
    await expect(runPrintWork(memo, "parts:flaky", flaky.work)).rejects.toMatchObject({ code: "ServerBusy" });
    await expect(runPrintWork(memo, "parts:flaky", flaky.work)).rejects.toMatchObject({ code: "ServerBusy" });
    await runPrintWork(memo, "parts:flaky", async () => "made");
    await expect(runPrintWork(memo, "parts:flaky", flaky.work)).rejects.toMatchObject({ code: "ServerBusy" });
    // Forgotten after ten minutes.
    expect(memo.isTooComplex("parts:slow", Date.now() + 11 * 60_000)).toBe(false);
  });

  it("answers a full pool as ServerBusy and a requester over their share as RateLimited, both to retry", async () => {
    const memo = new DocumentMemo();
    await expect(runPrintWork(memo, "k", failing("busy").work)).rejects.toMatchObject({
      code: "ServerBusy",
      retryAfterSeconds: 10,
    });
    await expect(runPrintWork(memo, "k", failing("limit").work)).rejects.toMatchObject({
      code: "RateLimited",
      retryAfterSeconds: 10,
    });
    await expect(runPrintWork(memo, "k", failing("crashed").work)).rejects.toMatchObject({
      code: "ResumeTooComplex",
    });
  });
});
