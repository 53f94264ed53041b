import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Field, Input, Textarea, TextField } from "./form";
import { Select } from "./select";
import { Slider } from "./slider";
import { Checkbox, Switch } from "./switch";

afterEach(cleanup);

/** The texts an element's aria-describedby points at, in order. */
function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

function hasFocusOutline(element: Element) {
  return element.className.includes("focus-visible:outline-2 focus-visible:outline-teal-600");
}

describe("Field", () => {
  it("names its control by the label and describes it by the hint", () => {
    render(
      <Field label="العنوان" hint="الأسماء بالحروف الإنجليزية أفضل">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText("العنوان");
    expect(descriptions(input)).toEqual(["الأسماء بالحروف الإنجليزية أفضل"]);
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("marks the control invalid and describes it by the error first, keeping the hint", () => {
    render(
      <Field id="title" label="Title" hint="Tip: English letters" error="Enter 1 to 100 characters.">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText("Title");
    expect(input.id).toBe("title");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptions(input)).toEqual(["Enter 1 to 100 characters.", "Tip: English letters"]);
    expect(screen.getByRole("alert").textContent).toBe("Enter 1 to 100 characters.");
  });

  it("wires a textarea and a select the same way", () => {
    render(
      <>
        <Field label="Notes" error="Too long">
          <Textarea />
        </Field>
        <Field label="Column" hint="Where it stands">
          <Select>
            <option>Saved</option>
          </Select>
        </Field>
      </>,
    );
    expect(descriptions(screen.getByLabelText("Notes"))).toEqual(["Too long"]);
    expect(screen.getByLabelText("Notes").getAttribute("aria-invalid")).toBe("true");
    expect(descriptions(screen.getByLabelText("Column"))).toEqual(["Where it stands"]);
  });

  it("adds the control's own description after the field's", () => {
    render(
      <>
        <p id="extra">More</p>
        <Field label="Link" hint="Starts with https://">
          <Input aria-describedby="extra" />
        </Field>
      </>,
    );
    expect(descriptions(screen.getByLabelText("Link"))).toEqual(["Starts with https://", "More"]);
  });

  it("hands the wiring to any other control through its render function", () => {
    render(
      <Field label="Keywords" hint="Comma or Enter adds one" error="Too many">
        {(control) => (
          <div>
            <input {...control} />
          </div>
        )}
      </Field>,
    );
    const input = screen.getByLabelText("Keywords");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptions(input)).toEqual(["Too many", "Comma or Enter adds one"]);
  });

  it("gives its controls the keyboard focus outline and its size", () => {
    render(
      <Field label="Email" size="lg">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText("Email");
    expect(hasFocusOutline(input)).toBe(true);
    expect(input.className).toContain("py-2.5");
  });

  it("gives every text box, text area and select the outline, the compact select too", () => {
    render(
      <>
        <Textarea aria-label="Notes" />
        <Select aria-label="Column">
          <option>Saved</option>
        </Select>
        <Select aria-label="Sort" size="compact">
          <option>Date</option>
        </Select>
      </>,
    );
    for (const name of ["Notes", "Column", "Sort"])
      expect(hasFocusOutline(screen.getByLabelText(name))).toBe(true);
  });
});

describe("TextField", () => {
  it("passes the ref to its input (react-hook-form's register) and wires the error", () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField id="email" label="البريد الإلكتروني" error="بريد غير صالح" ref={ref} />);
    const input = screen.getByLabelText("البريد الإلكتروني");
    expect(ref.current).toBe(input);
    expect(descriptions(input)).toEqual(["بريد غير صالح"]);
  });
});

describe("Switch, Checkbox and Slider", () => {
  it("Switch is a named switch, described by its hint, that flips on click", () => {
    const changes: boolean[] = [];
    render(
      <Switch label="Public" hint="Anyone with the link" checked={false} onChange={(v) => changes.push(v)} />,
    );
    const toggle = screen.getByRole("switch", { name: "Public" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(descriptions(toggle)).toEqual(["Anyone with the link"]);
    expect(hasFocusOutline(toggle)).toBe(true);
    fireEvent.click(toggle);
    expect(changes).toEqual([true]);
  });

  it("Checkbox is named by its label and reports the new state", () => {
    const changes: boolean[] = [];
    render(<Checkbox label="Hide icons" checked={false} onCheckedChange={(v) => changes.push(v)} />);
    const box = screen.getByRole("checkbox", { name: "Hide icons" });
    expect(hasFocusOutline(box)).toBe(true);
    fireEvent.click(box);
    expect(changes).toEqual([true]);
  });

  it("Slider is named by its label and shows its value", () => {
    render(
      <Slider
        id="size"
        label="Font size"
        value={14}
        min={6}
        max={18}
        step={1}
        onChange={() => {}}
        format={(v) => `${v} px`}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Font size" });
    expect(hasFocusOutline(slider)).toBe(true);
    expect(screen.getByText("14 px").tagName).toBe("OUTPUT");
  });
});
