import { defaultResumeData } from "@sira/schema/resume-defaults";
import { describe, expect, it } from "vitest";
import { completionPercent, completionTone } from "./completion";
import { createItem } from "./sections";

const filled = {
  experience: { company: "Aramco" },
  education: { institution: "KSU" },
  skills: { name: "SQL" },
  languages: { name: "Arabic" },
};

describe("completion", () => {
  it("is 0 for an empty resume and 100 for a complete one", () => {
    const data = defaultResumeData("ar");
    expect(completionPercent(data)).toBe(0);
    Object.assign(data.basics, {
      name: "ليلى",
      headline: "مهندسة",
      email: "a@b.co",
      phone: "+966",
      location: "الرياض",
    });
    expect(completionPercent(data)).toBe(50);
    data.sections.summary.content = "<p>نبذة</p>";
    for (const key of ["experience", "education", "skills", "languages"] as const)
      data.sections[key].items.push(createItem(key) as never);
    // Items added but left empty do not raise the badge.
    expect(completionPercent(data)).toBe(60);
    for (const key of ["experience", "education", "skills", "languages"] as const)
      Object.assign(data.sections[key].items[0] as object, filled[key]);
    expect(completionPercent(data)).toBe(100);
  });

  it("counts an item once one of its fields has text, not for its level or an empty link", () => {
    const data = defaultResumeData("en");
    const skill = createItem("skills") as unknown as { level: number; name: string };
    skill.level = 4;
    data.sections.skills.items.push(skill as never);
    expect(completionPercent(data)).toBe(0);
    skill.name = "TypeScript";
    expect(completionPercent(data)).toBe(10);
  });

  it("does not count hidden sections or empty rich text", () => {
    const data = defaultResumeData("en");
    data.sections.summary.content = "<p> </p>";
    data.sections.skills.items.push({ ...createItem("skills"), name: "SQL" } as never);
    data.sections.skills.visible = false;
    expect(completionPercent(data)).toBe(0);
  });

  it("colours the badge red under 35, orange under 75, green from 75", () => {
    expect(completionTone(0)).toBe("red");
    expect(completionTone(34)).toBe("red");
    expect(completionTone(35)).toBe("orange");
    expect(completionTone(74)).toBe("orange");
    expect(completionTone(75)).toBe("green");
    expect(completionTone(100)).toBe("green");
  });
});
