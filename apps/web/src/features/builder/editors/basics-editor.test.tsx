import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import arBuilder from "../../../locales/ar/builder.json";
import { useBuilderStore } from "../state/builder-store";
import { testResume } from "../state/test-resume";
import { BasicsEditor } from "./basics-editor";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "ar",
    resources: { ar: { builder: arBuilder } },
    defaultNS: "builder",
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const loadResume = () => useBuilderStore.getState().load(testResume());

describe("basics editor in Arabic", () => {
  it("uploads a photo from the device and shows it, not its address; removes it", async () => {
    loadResume();
    const stored = "/api/storage/image/u1/photo.webp?sig=abc";
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: stored })));
    vi.stubGlobal("fetch", fetchMock);
    render(<BasicsEditor />);
    expect(screen.getByLabelText(arBuilder.picture.url, { exact: true })).toBeTruthy();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" });
    fireEvent.change(screen.getByLabelText(arBuilder.picture.upload), { target: { files: [file] } });
    await waitFor(() => expect(useBuilderStore.getState().data.basics.picture.url).toBe(stored));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/storage\/image$/);
    expect(init.method).toBe("PUT");
    expect((init.body as FormData).get("file")).toBe(file);
    // The stored picture shows as an image; its address is not a field to edit.
    expect(screen.queryByLabelText(arBuilder.picture.url, { exact: true })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: arBuilder.picture.remove }));
    expect(useBuilderStore.getState().data.basics.picture.url).toBe("");
    expect(screen.getByLabelText(arBuilder.picture.url, { exact: true })).toBeTruthy();
  });

  it("types e-mail, phone and website left to right inside the right-to-left form", () => {
    loadResume();
    render(<BasicsEditor />);
    for (const label of [arBuilder.basics.email, arBuilder.basics.phone, arBuilder.basics.url])
      expect(screen.getByLabelText(label, { exact: true }).getAttribute("dir")).toBe("ltr");
  });
});
