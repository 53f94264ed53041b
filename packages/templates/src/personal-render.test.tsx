import { htmlToText } from "@sira/html";
import { type Personal, type PersonalLine, resumePersonalLines, templateIds } from "@sira/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { samplePersonalResume } from "../testing/personal-sample";
import { ResumeDocument } from "./document";

/** Each part of the personal block shows in every template when visible, and not when hidden. */

const render = (data: Parameters<typeof ResumeDocument>[0]["data"]) =>
  htmlToText(renderToStaticMarkup(<ResumeDocument data={data} />));

type Toggle = [PersonalLine["key"], (p: Personal) => void];
const hide: Toggle[] = [
  [
    "nationality",
    (p) => {
      p.nationality.visible = false;
    },
  ],
  [
    "residency",
    (p) => {
      p.residency.visible = false;
    },
  ],
  [
    "notice",
    (p) => {
      p.availability.visible = false;
    },
  ],
  [
    "birthDate",
    (p) => {
      p.birthDate.visible = false;
    },
  ],
  [
    "gender",
    (p) => {
      p.genderVisible = false;
    },
  ],
  [
    "maritalStatus",
    (p) => {
      p.maritalStatus.visible = false;
    },
  ],
  [
    "drivingLicence",
    (p) => {
      p.drivingLicences.visible = false;
    },
  ],
  [
    "professionalLicence",
    (p) => {
      p.professionalLicences.visible = false;
    },
  ],
];

describe.each(templateIds)("template %s", (template) => {
  it.each(["ar", "en"] as const)("shows each visible part and hides each hidden one (%s)", (language) => {
    const data = samplePersonalResume(template, language);
    data.basics.customFields = [];
    const full = render(data);
    const lines = resumePersonalLines(data);
    for (const line of lines) expect(full).toContain(`${line.label}: ${line.value}`);
    for (const [key, off] of hide) {
      const copy = structuredClone(data);
      if (copy.personal) off(copy.personal);
      const text = render(copy);
      const line = lines.find((l) => l.key === key);
      expect(line, key).toBeDefined();
      if (line) expect(text, key).not.toContain(`${line.label}: ${line.value}`);
    }
  });
});

describe("custom fields of older resumes", () => {
  it("render inside the block, once", () => {
    const data = samplePersonalResume("professional", "ar");
    data.personal = undefined;
    data.basics.customFields = [{ id: "n", icon: "", name: "الجنسية", value: "مصري" }];
    const html = renderToStaticMarkup(<ResumeDocument data={data} />);
    expect(html).toContain('data-personal="nationality"');
    expect(html.split("مصر").length - 1).toBe(1);
  });
});
