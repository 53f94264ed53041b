import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { useState } from "react";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Modal } from "./dialog";

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: "ar", resources: {}, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

/** A page with a button that opens the dialog, as the app's screens use it. */
function Page({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        فتح
      </button>
      <button type="button">خارج الحوار</button>
      <Modal open={open} onOpenChange={setOpen} title="حذف السيرة" description={description}>
        <input aria-label="الاسم" />
        <button type="button">تأكيد</button>
      </Modal>
    </>
  );
}

function open() {
  const trigger = screen.getByRole("button", { name: "فتح" });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole("dialog") };
}

describe("Modal", () => {
  it("is named by its title and described by its description, in the interface's direction", () => {
    render(<Page description="لا يمكن التراجع عن الحذف." />);
    const { dialog } = open();
    expect(screen.getByRole("dialog", { name: "حذف السيرة" })).toBe(dialog);
    const describedBy = dialog.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      "لا يمكن التراجع عن الحذف.",
    );
    expect(dialog.getAttribute("dir")).toBe("rtl");
  });

  it("has no description at all without one (not an empty or repeated one)", () => {
    render(<Page />);
    const { dialog } = open();
    expect(dialog.hasAttribute("aria-describedby")).toBe(false);
    expect(dialog.textContent).toBe("حذف السيرةتأكيد");
  });

  it("keeps focus inside, closes on Escape and gives focus back to what opened it", async () => {
    render(<Page description="وصف" />);
    const { trigger, dialog } = open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => screen.getByRole("button", { name: "خارج الحوار", hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(trigger);
  });
});
