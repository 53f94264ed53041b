import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Tooltip } from "radix-ui";
import { afterEach, describe, expect, it } from "vitest";
import { Button, type ButtonVariant, buttonClass } from "./button";
import { IconButton } from "./icon-button";

afterEach(cleanup);

const variants: ButtonVariant[] = [
  "primary",
  "secondary",
  "danger",
  "dangerOutline",
  "ghost",
  "icon",
  "link",
];

/** The classes that draw the teal outline when the element is reached from the keyboard. */
function hasFocusOutline(className: string) {
  const classes = className.split(/\s+/);
  return classes.includes("focus-visible:outline-2") && classes.includes("focus-visible:outline-teal-600");
}

describe("buttonClass", () => {
  it.each(variants)("gives %s buttons a visible keyboard focus outline", (variant) => {
    expect(hasFocusOutline(buttonClass(variant))).toBe(true);
  });

  it("sets filled buttons' outline apart from their own colour", () => {
    for (const variant of ["primary", "danger"] as const)
      expect(buttonClass(variant).split(" ")).toContain("focus-visible:outline-offset-2");
  });

  it("sizes by padding only, with logical utilities", () => {
    expect(buttonClass("primary", "lg")).toContain("px-4 py-2.5");
    expect(buttonClass("primary")).toContain("px-4 py-2");
    expect(buttonClass("ghost")).toContain("px-3 py-2");
    for (const variant of variants)
      expect(buttonClass(variant)).not.toMatch(/(^|\s)(pl|pr|ml|mr|left|right)-/);
  });
});

describe("Button", () => {
  it("is a plain button (never submits by accident) with the outline", () => {
    render(<Button>حفظ</Button>);
    const button = screen.getByRole("button", { name: "حفظ" });
    expect(button.getAttribute("type")).toBe("button");
    expect(hasFocusOutline(button.className)).toBe(true);
  });

  it("is disabled and says it is busy while pending", () => {
    render(
      <Button type="submit" pending>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("type")).toBe("submit");
  });
});

describe("IconButton", () => {
  it("is named by its label, has the outline and shows the label as a tooltip on keyboard focus", async () => {
    render(
      <Tooltip.Provider delayDuration={0}>
        <IconButton label="تكبير">+</IconButton>
      </Tooltip.Provider>,
    );
    const button = screen.getByRole("button", { name: "تكبير" });
    expect(hasFocusOutline(button.className)).toBe(true);
    await act(async () => {
      button.focus();
      fireEvent.focus(button);
    });
    expect(screen.getByRole("tooltip").textContent).toBe("تكبير");
  });
});
