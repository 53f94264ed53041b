import { defaultResumeData, type ResumeData } from "@sira/schema";
import { emptyPersonal } from "@sira/schema/personal";
import { resumePersonalLines } from "@sira/schema/personal-text";
import { describe, expect, it } from "vitest";
import { BULLET_SET } from "../testing/bullet-set";
import { STRUCTURED_OPEN_SET, STRUCTURED_SET } from "../testing/twin-set";
import { translateStructured } from "./structured-translate";
import { applyTwinChange, copyScope, diffTwin, readField, translateResume, writeField } from "./twin";
import { applySuggestion, isWeakBullet, splitIntoBullets, writingSuggestions } from "./writing-suggestions";

describe("structured translation quality set", () => {
  it("has at least 60 items and translates ≥ 95 % exactly both ways, never a wrong confident one", () => {
    expect(STRUCTURED_SET.length).toBeGreaterThanOrEqual(60);
    let exact = 0;
    let confident = 0;
    let confidentRight = 0;
    const wrong: string[] = [];
    for (const [kind, ar, en] of STRUCTURED_SET)
      for (const [text, from, to, want] of [
        [ar, "ar", "en", en],
        [en, "en", "ar", kind === "date" ? en : ar],
      ] as const) {
        const t = translateStructured(kind, text, from, to);
        if (t.confident && t.text === want) exact++;
        if (t.confident && t.text !== text) {
          confident++;
          if (t.text === want) confidentRight++;
          else wrong.push(`${text} → ${t.text}`);
        }
      }
    const total = STRUCTURED_SET.length * 2;
    expect(exact / total).toBeGreaterThanOrEqual(0.95);
    expect(wrong).toEqual([]);
    expect(confidentRight / confident).toBeGreaterThanOrEqual(0.99);
  });

  it("on the harder open set, translates only what it gets right (it declines the rest)", () => {
    const wrong: string[] = [];
    for (const [kind, arAll, enAll] of STRUCTURED_OPEN_SET) {
      const ar = arAll.split("|");
      const en = enAll.split("|");
      for (const [text, from, to, want] of [
        [ar[0]!, "ar", "en", en],
        [en[0]!, "en", "ar", kind === "date" ? en : ar],
      ] as const) {
        const t = translateStructured(kind, text, from, to);
        if (t.confident && t.text !== text && !want.includes(t.text)) wrong.push(`${text} → ${t.text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps what it does not know instead of guessing", () => {
    expect(translateStructured("title", "مشرف مبيعات", "ar", "en")).toEqual({
      text: "مشرف مبيعات",
      confident: false,
    });
    expect(translateStructured("location", "حي النخيل", "ar", "en").confident).toBe(false);
    expect(translateStructured("skill", "Python", "ar", "en")).toEqual({ text: "Python", confident: true });
  });
});

describe("writing suggestions", () => {
  it("flags weak bullets with ≥ 90 % precision on the 80 labelled bullets", () => {
    expect(BULLET_SET.length).toBeGreaterThanOrEqual(80);
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const b of BULLET_SET) {
      const flagged = isWeakBullet(b.text);
      if (flagged && b.weak) tp++;
      else if (flagged) fp++;
      else if (b.weak) fn++;
    }
    expect(tp / (tp + fp)).toBeGreaterThanOrEqual(0.9);
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.8);
  });

  it("offers grammatical one-click fixes and says why", () => {
    const en = "Responsible for managing a team of 5 engineers";
    const [weak] = writingSuggestions(en);
    expect(weak?.kind).toBe("weak-opening");
    expect(applySuggestion(en, weak!)).toBe("Managed a team of 5 engineers");
    expect(weak?.message).toMatch(/strong verb/);
    const ar = "قمت بإعداد التقارير الشهرية";
    const [arWeak] = writingSuggestions(ar);
    expect(applySuggestion(ar, arWeak!)).toBe("أعددت التقارير الشهرية");
    const passive = "تم تطوير النظام الجديد";
    expect(
      applySuggestion(passive, writingSuggestions(passive).find((s) => s.kind === "passive-voice")!),
    ).toBe("طورت النظام الجديد");
  });

  it("fixes common Arabic spelling slips", () => {
    const text = "أدرت فريقاً في شركه الى جانب الادارة وقدمت تقارير للادارة";
    const fixes = writingSuggestions(text).filter((s) => s.kind === "spelling");
    expect(fixes.map((s) => s.replacement)).toEqual(["فريقًا", "شركة", "إلى", "الإدارة", "للإدارة"]);
  });

  it("notices first person, missing figures, mixed tenses and repeated words", () => {
    const kinds = (t: string) => writingSuggestions(t).map((s) => s.kind);
    expect(kinds("I managed the payroll")).toContain("first-person");
    expect(kinds("Reduced waiting times in the clinic")).toContain("missing-number");
    expect(kinds("Manages the team\nLed the audit of 5 branches\nBuilt 3 reports")).toContain("tense");
    expect(kinds("Managed sales. Managed stock. Managed staff.")).toContain("repeated-word");
    expect(kinds("Led a team of 8 accountants closing the books in 5 days")).toEqual([]);
  });

  it("splits a paragraph into bullets", () => {
    expect(
      splitIntoBullets("Managed the warehouse. Trained 12 staff; cut waste by 8%.\n- Built reports"),
    ).toEqual(["Managed the warehouse", "Trained 12 staff", "Cut waste by 8%", "Built reports"]);
  });
});

describe("twins", () => {
  const arabic = (): ResumeData => {
    const data = defaultResumeData("ar");
    data.basics.headline = "محاسب";
    data.basics.location = "الرياض، السعودية";
    data.sections.summary.content = "<p>محاسب بخبرة خمس سنوات</p>";
    data.sections.experience.items.push({
      id: "job1",
      visible: true,
      company: "شركة المراعي",
      position: "محاسب أول",
      location: "الرياض",
      date: "Jan 2020 - Present",
      summary: "<ul><li><p>أعددت القوائم المالية</p></li></ul>",
      url: { label: "", href: "" },
    });
    data.sections.languages.items.push({
      id: "l1",
      visible: true,
      name: "الإنجليزية",
      description: "متقدم",
      level: 4,
    });
    return data;
  };

  it("translates structure exactly and marks names and free text to translate", () => {
    const t = translateResume(arabic(), "en");
    expect(t.value.metadata.language).toBe("en");
    expect(t.value.basics.headline).toBe("Accountant");
    expect(t.value.basics.location).toBe("Riyadh, Saudi Arabia");
    expect(t.value.sections.experience.name).toBe("Experience");
    const job = t.value.sections.experience.items[0]!;
    expect(job).toMatchObject({
      id: "job1",
      position: "Senior Accountant",
      location: "Riyadh",
      company: "شركة المراعي",
    });
    expect(t.value.sections.languages.items[0]).toMatchObject({ name: "English", description: "Advanced" });
    expect(t.pending.map((p) => p.key).sort()).toEqual([
      "experience/job1/company",
      "experience/job1/summary",
      "summary//content",
    ]);
    expect(t.texts.map((x) => x.key)).toEqual(["summary//content", "experience/job1/summary"]);
  });

  it("writes Arabic personal names in Latin letters in the English twin, still to be checked", () => {
    const data = arabic();
    data.basics.name = "محمد بن عبدالله القحطاني";
    data.sections.references.items.push({
      id: "r1",
      visible: true,
      name: "نورة العتيبي",
      description: "مديرة الحسابات",
      summary: "",
      url: { label: "", href: "" },
    });
    const t = translateResume(data, "en");
    expect(t.value.basics.name).toBe("Mohammed bin Abdullah Al-Qahtani");
    expect(t.value.sections.references.items[0]?.name).toBe("Noura Al-Otaibi");
    // Employers are not people: they stay as written until the user translates them.
    expect(t.value.sections.experience.items[0]?.company).toBe("شركة المراعي");
    expect(t.pending).toContainEqual({ key: "basics//name", reason: "structured" });
    expect(t.pending).toContainEqual({ key: "references/r1/name", reason: "structured" });
    // The user's spelling is kept: a later change elsewhere in the Arabic twin does not undo it.
    const twin = t.value;
    writeField(twin, "basics//name", "Muhammad bin Abdullah Al Qahtani");
    const edited = structuredClone(data);
    edited.basics.headline = "محاسب أول";
    const change = diffTwin(data, edited)[0]!;
    expect(change.fields).toEqual(["headline"]);
    const applied = applyTwinChange(twin, edited, change).value;
    expect(applied.basics.name).toBe("Muhammad bin Abdullah Al Qahtani");
    expect(applied.basics.headline).toBe("Senior Accountant");
  });

  it("makes the Arabic twin of an English resume", () => {
    const data = defaultResumeData("en");
    data.basics.headline = "Software Engineer";
    data.basics.location = "Jeddah, Saudi Arabia";
    data.sections.education.items.push({
      id: "e1",
      visible: true,
      institution: "King Abdulaziz University",
      studyType: "Bachelor's degree",
      area: "Computer Science",
      score: "",
      date: "2014 - 2018",
      summary: "",
      url: { label: "", href: "" },
    });
    const t = translateResume(data, "ar");
    expect(t.value.metadata.language).toBe("ar");
    expect(t.value.basics).toMatchObject({ headline: "مهندس برمجيات", location: "جدة، السعودية" });
    expect(t.value.sections.education.name).toBe("التعليم");
    expect(t.value.sections.education.items[0]).toMatchObject({
      institution: "King Abdulaziz University",
      studyType: "بكالوريوس",
      area: "علوم الحاسب",
      date: "2014 - 2018",
    });
    expect(t.pending).toEqual([]);
  });

  it("lists changes since the last sync and applies them translated", () => {
    const base = arabic();
    const twin = translateResume(base, "en").value;
    const edited = structuredClone(base);
    edited.sections.experience.items[0]!.position = "مدير مشروع";
    edited.sections.experience.items[0]!.date = "Jan 2019 - Present";
    edited.sections.skills.items.push({
      id: "s1",
      visible: true,
      name: "إدارة المشاريع",
      description: "",
      level: 3,
      keywords: [],
    });
    const changes = diffTwin(base, edited);
    expect(changes.map((c) => [c.id, c.kind, c.fields])).toEqual([
      ["experience/job1", "changed", ["date", "position"]],
      ["skills/s1", "added", []],
    ]);
    let data = twin;
    for (const c of changes) data = applyTwinChange(data, edited, c).value;
    expect(data.sections.experience.items[0]).toMatchObject({
      position: "Project Manager",
      date: "Jan 2019 - Present",
    });
    expect(data.sections.skills.items[0]).toMatchObject({ id: "s1", name: "Project management" });
  });

  describe("the personal block (issue 40)", () => {
    const withPersonal = (): ResumeData => {
      const data = arabic();
      const personal = emptyPersonal();
      personal.gender = "female";
      personal.nationality = { country: "SA", text: "", visible: true };
      personal.residency = {
        country: "SA",
        kind: "iqama",
        transferable: true,
        validUntil: "2027-05-01",
        note: "قابلة للنقل فورًا",
        visible: true,
      };
      personal.availability = { kind: "notice", amount: 30, unit: "days", date: "", note: "", visible: true };
      personal.professionalLicences.items.push({
        id: "lic1",
        country: "SA",
        body: "scfhs",
        bodyText: "",
        number: "12345",
        expiry: "2027-01-31",
        visible: true,
      });
      data.personal = personal;
      return data;
    };
    const lineText = (data: ResumeData) =>
      resumePersonalLines(data, new Date("2026-11-29"))
        .map((l) => `${l.label}: ${l.value}`)
        .join("\n");

    it("the English twin keeps nationality, Iqama, notice and licence, written in English", () => {
      const source = withPersonal();
      const twin = translateResume(source, "en");
      expect(twin.value.personal?.residency.kind).toBe("iqama");
      const text = lineText(twin.value);
      expect(text).toMatch(/Saudi/);
      expect(text).toMatch(/Iqama/i);
      expect(text).toMatch(/30 days/);
      expect(text).toMatch(/SCFHS/);
      expect(text).not.toMatch(/سعودي|إقامة|يوم/);
      // The Arabic note beside the visa is kept and marked to translate, not dropped.
      expect(twin.pending).toContainEqual({ key: "personal//residency", reason: "text" });
      expect(readField(twin.value, "personal//residency")).toBe("قابلة للنقل فورًا");
    });

    it("a changed visa in one twin is listed and applied to the other", () => {
      const source = withPersonal();
      const twin = translateResume(source, "en").value;
      const edited = structuredClone(source);
      edited.personal!.residency.transferable = false;
      edited.personal!.availability = { ...edited.personal!.availability, amount: 2, unit: "months" };
      const changes = diffTwin(source, edited);
      expect(changes.map((c) => [c.id, c.fields])).toEqual([["personal", ["availability", "residency"]]]);
      const applied = applyTwinChange(twin, edited, changes[0]!);
      expect(applied.value.personal?.residency.transferable).toBe(false);
      expect(lineText(applied.value)).toMatch(/2 months/);
      expect(applied.written).toEqual(["personal//availability", "personal//residency"]);
    });

    it("a translated note is written to its part and a base catches up on the whole part", () => {
      const source = withPersonal();
      const twin = translateResume(source, "en").value;
      expect(writeField(twin, "personal//residency", "Transferable at once")).toBe(true);
      expect(twin.personal?.residency).toMatchObject({ kind: "iqama", note: "Transferable at once" });
      expect(writeField(twin, "personal/lic1/bodyText", "SCFHS classified")).toBe(true);
      expect(readField(twin, "personal/lic1/bodyText")).toBe("SCFHS classified");
      const base = structuredClone(source);
      base.personal!.residency.kind = "";
      copyScope(base, twin, ["personal//residency"]);
      expect(base.personal?.residency).toMatchObject({ kind: "iqama", note: "Transferable at once" });
    });
  });
});
