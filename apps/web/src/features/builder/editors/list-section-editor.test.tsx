import * as Tooltip from "@radix-ui/react-tooltip";
import { defaultResumeData } from "@sira/schema/resume-defaults";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import enBuilder from "../../../locales/en/builder.json";
import { BuilderExtensionsProvider } from "../extensions";
import { createItem } from "../lib/sections";
import { useBuilderStore } from "../state/builder-store";
import { testResume } from "../state/test-resume";
import { ListSectionEditor } from "./list-section-editor";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { builder: enBuilder } },
    defaultNS: "builder",
    interpolation: { escapeValue: false },
  });
  // The rich text editor is loaded on first use (rich-text-field.tsx): load it once here, so a
  // test waits for React to show it, not for TipTap's modules to be read.
  await import("../components/rich-text-editor");
}, 60_000);
afterEach(cleanup);

function load() {
  const data = defaultResumeData("en");
  const item = { ...createItem("experience"), company: "Aramco" } as never;
  data.sections.experience.items.push(item);
  useBuilderStore.getState().load(testResume(data, { language: "en" }));
}

describe("list section editor", () => {
  it("offers AI writing help once per item, on its description and never under the website", {
    timeout: 30_000,
  }, async () => {
    load();
    const asked: string[] = [];
    render(
      <BuilderExtensionsProvider
        value={{
          renderWritingHelp: ({ text }) => {
            asked.push(text);
            return <button type="button">AI help</button>;
          },
        }}
      >
        <Tooltip.Provider>
          <ListSectionEditor sectionId="experience" />
        </Tooltip.Provider>
      </BuilderExtensionsProvider>,
    );
    fireEvent.click(screen.getByText("Aramco"));
    // The description's editor (and the help with it) loads on first use.
    expect(await screen.findAllByRole("button", { name: "AI help" }, { timeout: 10_000 })).toHaveLength(1);
    // The one help button sits with the rich-text description, not with the URL field.
    const help = screen.getByRole("button", { name: "AI help" });
    expect(help.closest("div")?.querySelector('[role="textbox"], [contenteditable]')).not.toBeNull();
    expect(asked.every((text) => !text.includes("[object Object]"))).toBe(true);
  });

  it('types links left to right ("https://" never shows as "//:https"), whatever the language', () => {
    load();
    render(
      <Tooltip.Provider>
        <ListSectionEditor sectionId="experience" />
      </Tooltip.Provider>,
    );
    fireEvent.click(screen.getByText("Aramco"));
    const url = screen.getByPlaceholderText("https://");
    expect(url.getAttribute("dir")).toBe("ltr");
  });

  it("starts a new job's date as a range to Present and a new skill with no level (issue 42 item 6)", () => {
    load();
    const view = render(
      <Tooltip.Provider>
        <ListSectionEditor sectionId="experience" />
      </Tooltip.Provider>,
    );
    fireEvent.click(screen.getByText("Aramco"));
    expect(screen.getByRole("radio", { name: "To present" })).toHaveProperty("checked", true);
    view.unmount();

    const skill = useBuilderStore.getState();
    skill.data?.sections.skills.items.push({ ...createItem("skills"), name: "Excel" } as never);
    render(
      <Tooltip.Provider>
        <ListSectionEditor sectionId="skills" />
      </Tooltip.Provider>,
    );
    fireEvent.click(screen.getByText("Excel"));
    expect(screen.getByRole("slider").getAttribute("aria-valuetext")).toBe("Not shown");
  });
});
