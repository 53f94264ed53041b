import { type ResumeData, templateIds } from "@sira/schema";
import { describe, expect, it } from "vitest";
import { chromiumSuite, sampleIn } from "../testing/chromium-suite";
import { withPrintedPage } from "../testing/printer";
import { renderResumeHtml } from "./html";
import { paginateScript } from "./paginate";

/**
 * The builder's incremental preview (issue 39): after an edit, `repaginate` swaps only the changed
 * blocks' clones in the pages when that is exact. Here, on every template in both languages, in
 * real Chromium, the pages it leaves after each edit are the very pages a full `paginate` of the
 * edited resume builds: same page count, same spacing step, same DOM, byte for byte. The edits
 * cover the fast path (a few letters in the headline, a word in a section) and edits that change
 * a block's height (the headline or an item running onto more lines), which must re-measure.
 */

const suite = chromiumSuite("sira-repaginate-");

type Edit = { name: string; edit: (data: ResumeData) => void };

const edits: Edit[] = [
  {
    name: "a few letters in the headline",
    edit: (d) => {
      d.basics.headline += "ab";
    },
  },
  {
    name: "the headline running onto more lines",
    edit: (d) => {
      d.basics.headline += ` ${d.basics.headline} ${d.basics.headline}`;
    },
  },
  {
    name: "a word in the last skill",
    edit: (d) => {
      const skill = d.sections.skills.items.at(-1);
      if (skill) skill.name += "x";
    },
  },
  {
    name: "a word in the first job",
    edit: (d) => {
      const job = d.sections.experience.items[0];
      if (job) job.position += "x";
    },
  },
  {
    name: "the first job running onto more lines",
    edit: (d) => {
      const job = d.sections.experience.items[0];
      if (job) job.summary += job.summary;
    },
  },
  {
    name: "the summary one line longer",
    edit: (d) => {
      d.sections.summary.content += "<p>-</p>";
    },
  },
];

/** The pages of the edited resume, incrementally and in full, from the printed unedited one. */
async function compare(template: string, language: "ar" | "en") {
  const before = sampleIn(template, language);
  const results: { name: string; patched: boolean; tightened: boolean; incremental: string; full: string }[] =
    [];
  await withPrintedPage(suite.browser, before, async (page) => {
    await page.addScriptTag({
      content: `${paginateScript()}\nwindow.__pagination = { paginate, repaginate };`,
    });
    for (const { name, edit } of edits) {
      const after = structuredClone(before);
      edit(after);
      const outcome = await page.evaluate(
        ({ html }) => {
          const { paginate, repaginate } = (
            window as unknown as {
              __pagination: { paginate: (r: HTMLElement) => number; repaginate: (r: HTMLElement) => number };
            }
          ).__pagination;
          const root = document.querySelector<HTMLElement>("[data-sira-root]") as HTMLElement;
          const host = root.querySelector<HTMLElement>("[data-sira-pages]") as HTMLElement;
          const state = () =>
            `${root.getAttribute("data-page-count")} tight=${root.getAttribute("data-tight")}\n${host.innerHTML}`;
          // Start from the full pages of the unedited resume, as the preview has them.
          paginate(root);
          const tightened = root.hasAttribute("data-tight");
          const edited = new DOMParser().parseFromString(html, "text/html");
          const source = edited.querySelector("[data-sira-source]") as Element;
          (root.querySelector("[data-sira-source]") as Element).replaceWith(
            document.importNode(source, true),
          );
          const firstPage = host.firstElementChild;
          const count = repaginate(root);
          const patched = host.firstElementChild === firstPage;
          const incremental = `${count} ${state()}`;
          const full = `${paginate(root)} ${state()}`;
          return { patched, tightened, incremental, full };
        },
        { html: renderResumeHtml(after) },
      );
      results.push({ name, ...outcome });
    }
  });
  return results;
}

describe.each(templateIds.flatMap((t) => (["ar", "en"] as const).map((l) => [t, l] as const)))(
  "the incremental preview of %s (%s)",
  (template, language) => {
    it("leaves the same pages and DOM as a full pagination after each edit", async () => {
      const results = await compare(template, language);
      for (const { name, incremental, full } of results) expect(incremental, name).toBe(full);
      // The fast path is taken: a few letters in the headline keep its height. (A resume set
      // tighter than its own spacing to save a page is paginated in full: see repaginate.)
      const headline = results[0];
      if (headline && !headline.tightened) expect(headline.patched).toBe(true);
    }, 60_000);
  },
);
