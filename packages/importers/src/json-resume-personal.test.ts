import { describe, expect, it } from "vitest";
import { expectOk } from "../testing/expect-ok";
import { importJsonResume } from "./json-resume";

/** The personal block in JSON Resume (issue 40): `x-sira-personal`, and label/value rows in `basics`. */
describe("JSON Resume personal block", () => {
  it("reads x-sira-personal at the root or in basics, dropping only invalid codes", () => {
    for (const where of ["root", "basics"] as const) {
      const personal = {
        nationality: { country: "EG", text: "", visible: true },
        residency: {
          country: "SA",
          kind: "iqama",
          transferable: true,
          validUntil: "2027-02-30",
          note: "x",
          visible: true,
        },
      };
      const json =
        where === "root"
          ? { basics: { name: "Mona" }, "x-sira-personal": personal }
          : { basics: { name: "Mona", "x-sira-personal": personal } };
      const { data } = expectOk(importJsonResume(JSON.stringify(json)));
      expect(data.personal?.nationality.country).toBe("EG");
      expect(data.personal?.residency).toMatchObject({
        kind: "iqama",
        transferable: true,
        validUntil: "",
        note: "x",
      });
    }
  });

  it("ignores a malformed block", () => {
    const { data } = expectOk(
      importJsonResume(JSON.stringify({ basics: { name: "A" }, "x-sira-personal": "yes" })),
    );
    expect(data.personal).toBeUndefined();
  });
});
