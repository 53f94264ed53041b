import { describe, expect, it } from "vitest";
import { type EligibilityPerson, matchWorkEligibility } from "./eligibility-match";
import { readWorkEligibility } from "./work-eligibility";

const saudi: EligibilityPerson = {
  nationality: { country: "SA" },
  residency: { country: "SA", kind: "citizen" },
};
const egyptianIqama = (transferable: boolean | null): EligibilityPerson => ({
  nationality: { country: "EG" },
  residency: { country: "SA", kind: "iqama", transferable },
});
const emiratiInDubai: EligibilityPerson = {
  nationality: { country: "AE" },
  residency: { country: "AE", kind: "citizen" },
};
const indianUaeVisa: EligibilityPerson = {
  nationality: { country: "IN" },
  residency: { country: "AE", kind: "uae-residence", transferable: null },
};
const needsVisa: EligibilityPerson = {
  nationality: { country: "JO" },
  residency: { country: "JO", kind: "needs-sponsorship", transferable: null },
};

const match = (text: string, person: EligibilityPerson | undefined, country = "SA") =>
  matchWorkEligibility(readWorkEligibility(text, { country }), person, country);

describe("matchWorkEligibility", () => {
  it("says none when the job states nothing", () => {
    expect(match("Accountant. SOCPA. 3 years.", saudi)).toEqual({ verdict: "none", checks: [] });
  });

  it("nationality required: matches, does not match, unknown without a nationality", () => {
    expect(match("Saudi nationals only", saudi).verdict).toBe("match");
    const no = match("للسعوديين فقط", egyptianIqama(true));
    expect(no.verdict).toBe("mismatch");
    expect(no.checks).toEqual([{ kind: "nationality", required: true, verdict: "mismatch", places: ["SA"] }]);
    expect(match("Saudi nationals only", undefined).verdict).toBe("unknown");
    expect(match("Saudi nationals only", {}).verdict).toBe("unknown");
    expect(match("Saudi nationals only", { nationality: { country: "" } }).verdict).toBe("unknown");
  });

  it("GCC and local nationals expand to countries", () => {
    expect(match("GCC nationals only", emiratiInDubai).verdict).toBe("match");
    expect(match("GCC nationals only", egyptianIqama(true)).verdict).toBe("mismatch");
    expect(match("Local nationals only.", emiratiInDubai, "AE").verdict).toBe("match");
    expect(match("للمواطنين فقط", saudi, "AE").verdict).toBe("mismatch");
  });

  it("a preference never excludes: the job stays a match, the check says it is not met", () => {
    const result = match("Saudi nationals preferred.", egyptianIqama(true));
    expect(result.verdict).toBe("match");
    expect(result.checks[0]).toMatchObject({ kind: "nationality", required: false, verdict: "mismatch" });
  });

  it("residency: a resident or national of the country matches; elsewhere or a visit visa does not", () => {
    expect(match("UAE residents only", indianUaeVisa, "AE").verdict).toBe("match");
    expect(match("UAE residents only", emiratiInDubai, "AE").verdict).toBe("match");
    expect(match("UAE residents only", egyptianIqama(true), "AE").verdict).toBe("mismatch");
    const visit = { nationality: { country: "PK" }, residency: { country: "AE", kind: "visit-visa" } };
    expect(match("UAE residents only", visit, "AE").verdict).toBe("mismatch");
    expect(match("UAE residents only", { nationality: { country: "PK" } }, "AE").verdict).toBe("unknown");
    expect(match("من داخل المملكة فقط", egyptianIqama(null)).verdict).toBe("match");
  });

  it("transferable Iqama: yes, no, not said; Saudis need none", () => {
    const text = "must have transferable Iqama";
    expect(match(text, egyptianIqama(true)).verdict).toBe("match");
    expect(match(text, egyptianIqama(false)).verdict).toBe("mismatch");
    expect(match(text, egyptianIqama(null)).verdict).toBe("unknown");
    expect(match(text, saudi).verdict).toBe("match");
    expect(match(text, indianUaeVisa).verdict).toBe("mismatch");
    expect(match("إقامة قابلة للنقل", needsVisa).verdict).toBe("mismatch");
  });

  it("sponsorship: offered helps everyone; not offered needs the right to work there", () => {
    const offered = match("Visa and air tickets provided.", needsVisa);
    expect(offered.verdict).toBe("match");
    expect(offered.checks).toEqual([
      { kind: "sponsorship", required: false, verdict: "match", places: ["SA"], offered: true },
    ]);
    expect(match("No visa sponsorship.", needsVisa, "AE").verdict).toBe("mismatch");
    expect(match("No visa sponsorship.", indianUaeVisa, "AE").verdict).toBe("match");
    expect(match("No visa sponsorship.", {}, "AE").verdict).toBe("unknown");
  });

  it("one unmet requirement makes the job a mismatch, an unknown one keeps it unknown", () => {
    const result = match("GCC nationals only. Candidates inside the Kingdom only.", emiratiInDubai);
    expect(result.checks.map((c) => [c.kind, c.verdict])).toEqual([
      ["nationality", "match"],
      ["residency", "mismatch"],
    ]);
    expect(result.verdict).toBe("mismatch");
    expect(
      match(
        "UAE residents only. Must have transferable visa.",
        { residency: { country: "AE", kind: "uae-residence" } },
        "AE",
      ).verdict,
    ).toBe("unknown");
  });
});
