import { describe, expect, it } from "vitest";
import { coercePersonal, emptyPersonal, type Personal, personalSchema, publicPersonal } from "./personal";
import { foldText, migratePersonalFields } from "./personal-migrate";
import { personalLines } from "./personal-text";
import { resumeDataSchema } from "./resume-data";
import { createId, defaultResumeData } from "./resume-defaults";

function withFields(fields: [string, string][], language: "ar" | "en" = "ar") {
  const data = defaultResumeData(language);
  data.basics.customFields = fields.map(([name, value]) => ({ id: createId(), icon: "", name, value }));
  return data;
}
/** Every word of every moved value is in the block's text or the kept fields (nothing lost). */
function allText(value: unknown): string {
  return foldText(JSON.stringify(value));
}

describe("personal schema", () => {
  it("is optional on resume data: old data stays valid, new data round-trips", () => {
    const old = defaultResumeData("ar");
    expect(resumeDataSchema.safeParse(old).success).toBe(true);
    const withBlock = { ...old, personal: emptyPersonal() };
    expect(resumeDataSchema.parse(withBlock).personal).toEqual(emptyPersonal());
  });

  it("checks ISO countries and calendar dates at the boundary", () => {
    const p = emptyPersonal();
    expect(
      personalSchema.safeParse({ ...p, nationality: { country: "SA", text: "", visible: true } }).success,
    ).toBe(true);
    expect(
      personalSchema.safeParse({ ...p, nationality: { country: "XX", text: "", visible: true } }).success,
    ).toBe(false);
    expect(
      personalSchema.safeParse({ ...p, nationality: { country: "sa", text: "", visible: true } }).success,
    ).toBe(false);
    const r = (validUntil: string) => ({ ...p, residency: { ...p.residency, validUntil } });
    expect(personalSchema.safeParse(r("2026-02-28")).success).toBe(true);
    expect(personalSchema.safeParse(r("2026-02-30")).success).toBe(false);
    expect(personalSchema.safeParse(r("28/02/2026")).success).toBe(false);
  });

  it("coerces outside data part by part, keeping free text when a code is invalid", () => {
    const coerced = coercePersonal({
      nationality: { country: "ZZ", text: "Martian", visible: true },
      residency: {
        country: "AE",
        kind: "golden-visa",
        transferable: null,
        validUntil: "2027-13-01",
        note: "",
        visible: true,
      },
      junk: 1,
    });
    expect(coerced.nationality).toEqual({ country: "", text: "Martian", visible: true });
    expect(coerced.residency.kind).toBe("golden-visa");
    expect(coerced.residency.validUntil).toBe("");
    expect(coercePersonal("nonsense")).toEqual(emptyPersonal());
  });
});

describe("migratePersonalFields", () => {
  it("moves Arabic and English fields and keeps the rest", () => {
    const data = withFields([
      ["الجنسية", "سعودي"],
      ["Iqama", "transferable, valid until 2027-05-01"],
      ["Notice period", "30 days"],
      ["تاريخ الميلاد", "15/03/1990"],
      ["الحالة الاجتماعية", "متزوج"],
      ["رخصة القيادة", "سعودية خفيفة"],
      ["Hobby", "Chess"],
    ]);
    const out = migratePersonalFields(data);
    expect(out.basics.customFields.map((f) => f.name)).toEqual(["Hobby"]);
    const p = out.personal;
    expect(p?.nationality.country).toBe("SA");
    expect(p?.residency).toMatchObject({
      kind: "iqama",
      country: "SA",
      transferable: true,
      validUntil: "2027-05-01",
      note: "",
    });
    expect(p?.availability).toMatchObject({ kind: "notice", amount: 30, unit: "days", note: "" });
    expect(p?.birthDate.date).toBe("1990-03-15");
    expect(p?.maritalStatus).toMatchObject({ status: "married", visible: true });
    expect(p?.drivingLicences.items[0]).toMatchObject({ country: "SA", categories: ["light"], note: "" });
    expect(resumeDataSchema.safeParse(out).success).toBe(true);
  });

  it("parses values in both languages", () => {
    const cases: [string, string, (d: ReturnType<typeof migratePersonalFields>) => unknown, unknown][] = [
      ["Nationality", "Egyptian", (d) => d.personal?.nationality.country, "EG"],
      ["الجنسية", "مصرية", (d) => d.personal?.nationality.country, "EG"],
      ["Nationality", "Indian", (d) => d.personal?.nationality.country, "IN"],
      [
        "Visa",
        "UAE residence visa, employment, transferable",
        (d) => d.personal?.residency,
        { kind: "uae-residence", transferable: true, note: "employment" },
      ],
      ["Visa status", "Golden Visa", (d) => d.personal?.residency.kind, "golden-visa"],
      ["الإقامة", "إقامة قابلة للنقل", (d) => d.personal?.residency, { kind: "other", transferable: true }],
      ["الإقامة", "غير قابلة للنقل", (d) => d.personal?.residency.transferable, false],
      ["Visa", "Visit visa", (d) => d.personal?.residency.kind, "visit-visa"],
      ["التأشيرة", "تأشيرة زيارة", (d) => d.personal?.residency.kind, "visit-visa"],
      ["Visa", "Requires sponsorship", (d) => d.personal?.residency.kind, "needs-sponsorship"],
      [
        "مدة الإشعار",
        "شهر واحد",
        (d) => d.personal?.availability,
        { kind: "notice", amount: 1, unit: "months" },
      ],
      [
        "فترة الإشعار",
        "٣٠ يوما",
        (d) => d.personal?.availability,
        { kind: "notice", amount: 30, unit: "days" },
      ],
      ["Availability", "Immediately", (d) => d.personal?.availability.kind, "immediately"],
      ["موعد الالتحاق", "فوراً", (d) => d.personal?.availability.kind, "immediately"],
      ["Date of birth", "15 March 1990", (d) => d.personal?.birthDate.date, "1990-03-15"],
      ["تاريخ الميلاد", "١٥ مارس ١٩٩٠", (d) => d.personal?.birthDate.date, "1990-03-15"],
      ["Marital status", "Single", (d) => d.personal?.maritalStatus.status, "single"],
      ["Gender", "Female", (d) => d.personal?.gender, "female"],
      [
        "Driving licence",
        "UAE, light and heavy",
        (d) => d.personal?.drivingLicences.items[0],
        { country: "AE", categories: ["light", "heavy"] },
      ],
      [
        "SCFHS",
        "12-RM-3456",
        (d) => d.personal?.professionalLicences.items[0],
        { body: "scfhs", number: "12-RM-3456" },
      ],
    ];
    for (const [name, value, pick, expected] of cases) {
      const out = migratePersonalFields(withFields([[name, value]]));
      expect(out.basics.customFields, `${name}: ${value}`).toEqual([]);
      if (typeof expected === "object")
        expect(pick(out), `${name}: ${value}`).toMatchObject(expected as object);
      else expect(pick(out), `${name}: ${value}`).toBe(expected);
    }
  });

  it("keeps unknown values as text and loses nothing", () => {
    const fields: [string, string][] = [
      ["Nationality", "Martian (dual)"],
      ["Visa", "Pending renewal at GDRFA"],
      ["Notice period", "negotiable"],
      ["تاريخ الميلاد", "أواخر الثمانينات"],
      ["Marital status", "It's complicated"],
      ["Gender", "prefer not to say"],
    ];
    const out = migratePersonalFields(withFields(fields));
    expect(out.personal?.nationality.text).toBe("Martian (dual)");
    expect(out.personal?.residency.note).toBe("Pending renewal at GDRFA");
    expect(out.personal?.availability).toMatchObject({ kind: "", note: "negotiable" });
    expect(out.personal?.birthDate.text).toBe("أواخر الثمانينات");
    expect(out.personal?.maritalStatus.text).toBe("It's complicated");
    // Gender takes only male/female: the field stays.
    expect(out.basics.customFields.map((f) => f.value)).toEqual(["prefer not to say"]);
    const text = allText(out);
    for (const [, value] of fields)
      for (const word of foldText(value).split(/[\s()]+/)) expect(text).toContain(word);
  });

  it("does not overwrite a filled part, and leaves data without matches untouched", () => {
    const data = withFields([["Nationality", "Egyptian"]]);
    data.personal = { ...emptyPersonal(), nationality: { country: "SA", text: "", visible: true } };
    const out = migratePersonalFields(data);
    expect(out.personal?.nationality.country).toBe("SA");
    expect(out.basics.customFields).toHaveLength(1);
    const plain = withFields([["Website", "x"]]);
    expect(migratePersonalFields(plain)).toBe(plain);
  });

  it("is idempotent", () => {
    const once = migratePersonalFields(
      withFields([
        ["Iqama", "transferable"],
        ["الجنسية", "أردني"],
      ]),
    );
    expect(migratePersonalFields(once)).toBe(once);
  });
});

describe("personalLines", () => {
  const today = new Date(Date.UTC(2026, 10, 29));
  const p = {
    ...emptyPersonal(),
    nationality: { country: "SA", text: "", visible: true },
    residency: {
      country: "SA",
      kind: "iqama" as const,
      transferable: true,
      validUntil: "2027-05-01",
      note: "",
      visible: true,
    },
    availability: {
      kind: "notice" as const,
      amount: 30,
      unit: "days" as const,
      date: "",
      note: "",
      visible: true,
    },
    birthDate: { date: "1990-03-15", show: "age" as const, text: "", visible: true },
  };
  it("agrees with the gender in Arabic and is neutral without one", () => {
    const line = (gender: "" | "male" | "female") =>
      personalLines({ ...p, gender }, "ar", today).find((l) => l.key === "nationality")?.value;
    expect(line("male")).toBe("سعودي");
    expect(line("female")).toBe("سعودية");
    expect(line("")).toBe("السعودية");
    expect(personalLines({ ...p, gender: "female" }, "en", today)[0]?.value).toBe("Saudi");
  });
  it("writes each part in both languages", () => {
    expect(personalLines(p, "en", today).map((l) => `${l.label}: ${l.value}`)).toEqual([
      "Nationality: Saudi",
      "Visa status: Iqama (Saudi residence permit), transferable, valid until May 2027",
      "Notice period: 30 days",
      "Age: 36",
    ]);
    expect(personalLines(p, "ar", today).map((l) => `${l.label}: ${l.value}`)).toEqual([
      "الجنسية: السعودية",
      "الإقامة: إقامة سعودية، قابلة للنقل، سارية حتى مايو 2027",
      "فترة الإشعار: 30 يومًا",
      "العمر: 36 سنة",
    ]);
  });
  it("hides what is switched off; gender and marital status are off by default", () => {
    const off = {
      ...p,
      gender: "male" as const,
      nationality: { ...p.nationality, visible: false },
      maritalStatus: { status: "married" as const, text: "", visible: false },
    };
    const keys = personalLines(off, "en", today).map((l) => l.key);
    expect(keys).not.toContain("nationality");
    expect(keys).not.toContain("gender");
    expect(keys).not.toContain("maritalStatus");
  });
});

describe("migrated Arabic nationality", () => {
  it("reads as typed: the demonym's form gives the grammatical gender", () => {
    const male = migratePersonalFields(withFields([["الجنسية", "سعودي"]]));
    expect(male.personal?.gender).toBe("male");
    expect(male.personal?.genderVisible).toBe(false);
    expect(personalLines(male.personal, "ar")[0]?.value).toBe("سعودي");
    const female = migratePersonalFields(withFields([["الجنسية", "أردنية"]]));
    expect(personalLines(female.personal, "ar")[0]?.value).toBe("أردنية");
    expect(migratePersonalFields(withFields([["Nationality", "Saudi"]])).personal?.gender).toBe("");
  });
});

describe("publicPersonal", () => {
  const full = (): Personal => ({
    ...emptyPersonal(),
    gender: "female",
    genderVisible: true,
    nationality: { country: "EG", text: "", visible: true },
    residency: {
      country: "AE",
      kind: "golden-visa",
      transferable: null,
      validUntil: "",
      note: "secret",
      visible: false,
    },
    birthDate: { date: "1990-01-02", show: "date", text: "", visible: true },
    maritalStatus: { status: "single", text: "", visible: true },
    professionalLicences: {
      items: [
        { id: "a", country: "AE", body: "dha", bodyText: "", number: "DHA-1", expiry: "", visible: true },
        { id: "b", country: "AE", body: "doh", bodyText: "", number: "DOH-2", expiry: "", visible: false },
      ],
      visible: true,
    },
  });
  it("empties hidden parts so the public JSON carries nothing unshown", () => {
    const out = publicPersonal(full(), false);
    expect(JSON.stringify(out)).not.toContain("secret");
    expect(JSON.stringify(out)).not.toContain("DOH-2");
    expect(out?.nationality.country).toBe("EG");
    expect(out?.birthDate.date).toBe("1990-01-02");
  });
  it("drops birth date, gender, marital status and licence numbers when contact is hidden", () => {
    const out = publicPersonal(full(), true);
    const json = JSON.stringify(out);
    for (const gone of ["1990-01-02", "female", "single", "DHA-1"]) expect(json).not.toContain(gone);
    expect(out?.professionalLicences.items[0]?.body).toBe("dha");
    expect(out?.nationality.country).toBe("EG");
  });
});
