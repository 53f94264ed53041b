import { existsSync } from "node:fs";
import { htmlToText } from "@sira/html";
import {
  type Language,
  mirroredTemplates,
  type ResumeData,
  sampleResumeData,
  sectionNames,
  singleColumnTemplates,
  templateIds,
} from "@sira/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Rating } from "./components/rating";
import { ResumeDocument } from "./document";
import { fontFaceCss, fontFiles } from "./fonts";
import { renderResumeHtml, renderResumeParts } from "./html";
import { fontFilePath } from "./server";
import { templates } from "./templates";

function sample(template: string, language: Language): ResumeData {
  const data = sampleResumeData(language);
  data.metadata.template = template;
  return data;
}

function render(data: ResumeData): string {
  return renderToStaticMarkup(<ResumeDocument data={data} />);
}

/** Every string of the resume (ids and enum-like metadata aside) replaced with a payload. */
function poison(value: unknown, payload: string, key = ""): unknown {
  if (typeof value === "string") {
    if (["id", "template", "language", "format", "family", "subset", "icon"].includes(key)) return value;
    if (key === "href" || key === "url") return "javascript:alert(1)";
    return `${payload}${value}`;
  }
  if (Array.isArray(value)) return value.map((v) => poison(v, payload, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, payload, k)]));
  }
  return value;
}

describe.each(templateIds)("template %s", (template) => {
  describe.each(["ar", "en"] as const)("in %s", (language) => {
    it("sets direction and language and shows every section heading and item", () => {
      const data = sample(template, language);
      const html = render(data);
      expect(html).toContain(`dir="${language === "ar" ? "rtl" : "ltr"}"`);
      expect(html).toContain(`lang="${language}"`);
      expect(html).toContain(`sira-t-${template}`);
      for (const key of [
        "summary",
        "experience",
        "education",
        "skills",
        "languages",
        "references",
      ] as const) {
        expect(html).toContain(`<span>${sectionNames[language][key]}</span>`);
      }
      expect(html).toContain(data.sections.custom.courses?.name);
      // The name's text (a hyphenated part sits in a no-wrap span).
      expect(htmlToText(html)).toContain(data.basics.name);
      for (const item of data.sections.experience.items) expect(html).toContain(item.company);
      if (language === "ar") {
        expect(html).toContain("حتى الآن");
        expect(html).toContain("يناير 2021");
      } else {
        expect(html).toContain("Jan 2021 - Present");
      }
      expect(html).toContain('<bdi dir="ltr">+966 55 123 4567</bdi>');
      expect(html).toContain('<bdi dir="ltr">abdullah.alqahtani@example.com</bdi>');
    });

    it("skips hidden items, hidden sections and empty sections", () => {
      const data = sample(template, language);
      const hiddenItem = data.sections.experience.items[1]!;
      hiddenItem.visible = false;
      data.sections.awards.visible = false;
      data.sections.publications.items = [];
      data.sections.summary.content = "<p></p>";
      const html = render(data);
      expect(html).not.toContain(hiddenItem.company);
      expect(html).not.toContain(`<span>${data.sections.awards.name}</span>`);
      expect(html).not.toContain(`<span>${data.sections.publications.name}</span>`);
      expect(html).not.toContain(`<span>${data.sections.summary.name}</span>`);
      expect(html).toContain(data.sections.experience.items[0]!.company);
    });

    it("links only valid http(s) URLs", () => {
      const data = sample(template, language);
      data.sections.projects.items[0]!.url = { href: "not a url", label: "" };
      data.sections.projects.items[1]!.url = { href: "ftp://example.com/x", label: "FTP" };
      data.sections.experience.items[0]!.url = { href: "https://valid.example.com/path", label: "" };
      const html = render(data);
      expect(html).toContain('href="https://valid.example.com/path"');
      expect(html).not.toContain("not a url");
      expect(html).not.toContain('href="ftp:');
      for (const href of html.matchAll(/href="([^"]+)"/g)) {
        expect(href[1]).toMatch(/^(https?:\/\/|mailto:|tel:)/);
      }
    });

    it("escapes markup in every text field", () => {
      const data = poison(
        sample(template, language),
        '<script>alert("x")</script><img src=x onerror=alert(1)>',
      ) as ResumeData;
      const html = render(data);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img[^>]*onerror/i);
      expect(html).not.toContain("javascript:");
      const page = renderResumeHtml(data);
      expect(page.match(/<script/gi)).toHaveLength(1);
      expect(page).not.toContain("javascript:");
    });
  });
});

describe("template catalogue", () => {
  it("matches the schema's single-column and mirrored families", () => {
    for (const id of templateIds) {
      const spec = templates[id];
      expect(spec.sidebar === "none").toBe(singleColumnTemplates.includes(id));
      expect(spec.sidebar === "end").toBe(mirroredTemplates.includes(id));
    }
  });
  it("uses only logical CSS properties", () => {
    for (const spec of Object.values(templates)) {
      expect(spec.css).not.toMatch(
        /(?:margin|padding|border)-(?:left|right)|(?:^|[\s;{])(?:left|right)\s*:|text-align:\s*(?:left|right)|float:/,
      );
      expect(spec.css).not.toMatch(/font-variant-ligatures/);
    }
  });
  it("falls back to professional for unknown templates", () => {
    const data = sample("no-such-template", "en");
    expect(render(data)).toContain("sira-t-professional");
  });
  it("forces two columns for skills and languages in single-column templates", () => {
    const html = render(sample("onyx", "en"));
    expect(html).toMatch(/data-section="skills"><h2[\s\S]*?data-cols="2"/);
  });
});

describe("document title", () => {
  it("is the name, else 'resume' in the resume's language (never English in an Arabic PDF)", () => {
    const ar = sample("professional", "ar");
    expect(renderResumeParts(ar).title).toBe(ar.basics.name);
    ar.basics.name = " ";
    expect(renderResumeParts(ar).title).toBe("سيرة ذاتية");
    const en = sample("professional", "en");
    en.basics.name = "";
    expect(renderResumeParts(en).title).toBe("Resume");
  });
});

describe("rich text in every template", () => {
  it('renders "- " typed inside a bulleted list as one bullet, never a list in a list', () => {
    for (const template of templateIds) {
      const data = sample(template, "en");
      data.sections.summary.content =
        "<ul><li><p>- Led the team</p></li><li><p>- Built the platform</p></li></ul>";
      const html = render(data);
      expect(html).toContain("<li>Led the team</li>");
      expect(html).not.toMatch(/<li>(?:<p>)?<ul>/);
      expect(html).not.toContain("- Led");
    }
  });
});

describe("shared components", () => {
  it("draws five marks for levels 1-5 and nothing for 0", () => {
    expect(renderToStaticMarkup(<Rating level={0} />)).toBe("");
    const three = renderToStaticMarkup(<Rating level={3} />);
    expect(three.match(/sira-rating-mark/g)).toHaveLength(5);
    expect(three.match(/data-filled/g)).toHaveLength(3);
  });
  it("applies picture size, aspect ratio, radius and effects", () => {
    const data = sample("professional", "en");
    data.basics.picture = {
      ...data.basics.picture,
      size: 120,
      aspectRatio: 0.75,
      borderRadius: 6,
      effects: { hidden: false, border: true, grayscale: true },
    };
    const html = render(data);
    expect(html).toMatch(
      /<img class="sira-picture sira-picture-border sira-picture-grayscale"[^>]*width="120" height="160" style="border-radius:6px"/,
    );
    data.basics.picture.effects.hidden = true;
    expect(render(data)).not.toContain("<img");
  });
  it("shows brand icons for known networks and a link icon otherwise", () => {
    const data = sample("professional", "en");
    data.sections.profiles.items[2]!.network = "Mastodon";
    data.sections.profiles.items[2]!.icon = "";
    const html = render(data);
    expect(html.match(/sira-brand/g)?.length).toBe(2);
  });
  it("sets theme, typography and page variables", () => {
    const data = sample("professional", "ar");
    data.metadata.theme.primary = "red;}</style><script>";
    data.metadata.page.format = "letter";
    data.metadata.typography.hideIcons = true;
    const html = render(data);
    expect(html).toContain("--sira-primary:#1e3a8a");
    expect(html).toContain("--sira-page-w:215.9mm");
    expect(html).toContain('data-hide-icons="true"');
  });
});

describe("fonts", () => {
  it("lists existing @fontsource files for each bundled family and language", () => {
    for (const family of ["Tajawal", "Almarai", "Amiri", "Inter", "IBM Plex Sans Arabic"]) {
      for (const language of ["ar", "en"] as const) {
        const files = fontFiles(family, language);
        expect(files.length).toBeGreaterThan(0);
        if (language === "ar") expect(files.some((f) => f.subset === "arabic")).toBe(true);
        for (const file of files) expect(existsSync(fontFilePath(file))).toBe(true);
      }
    }
  });
  it("writes @font-face rules with the caller's URLs", () => {
    const css = fontFaceCss("Amiri", (f) => `/assets/fonts/${f.file}`, "ar");
    expect(css).toContain('font-family: "Amiri"');
    expect(css).toContain('url("/assets/fonts/amiri-arabic-700-normal.woff2")');
    expect(css).toContain("unicode-range: U+0600-06FF");
  });
  it("turns kerning off for Amiri", () => {
    const data = sample("professional", "ar");
    data.metadata.typography.font.family = "Amiri";
    expect(render(data)).toContain('data-kerning="none"');
  });
});
