import type { User } from "@sira/schema/api";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import enSettings from "../../locales/en/settings.json";
import { DeleteAccountSection } from "./delete-account-section";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { settings: enSettings } },
    interpolation: { escapeValue: false },
  });
});

const user = { username: "sara", provider: "email" } as User;
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("delete the account", () => {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const renderSection = (who: User) =>
    render(
      <MemoryRouter initialEntries={["/dashboard/settings"]}>
        <Routes>
          <Route path="/dashboard/settings" element={<DeleteAccountSection user={who} />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it("asks for the password, says when it is wrong, and leaves for the home page once deleted", async () => {
    renderSection(user);
    const submit = screen.getByRole("button", { name: "Delete my account for good" });
    expect(submit).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByLabelText("Your password, to confirm"), { target: { value: "nope" } });
    fetchMock.mockResolvedValueOnce(json({ code: "InvalidCredentials", message: "x" }, 401));
    fetchMock.mockResolvedValueOnce(json({ ok: false }, 401)); // the session refresh
    fireEvent.click(submit);
    await screen.findByText("That does not match. Nothing was deleted.");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/user/me");
    expect(init?.method).toBe("DELETE");
    expect(JSON.parse(String(init?.body))).toEqual({ password: "nope" });

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fireEvent.change(screen.getByLabelText("Your password, to confirm"), { target: { value: "right one" } });
    fireEvent.click(submit);
    await screen.findByText("home page");
  });

  it("an account made with Google confirms with its username", async () => {
    renderSection({ username: "mona", provider: "google" } as User);
    const field = screen.getByLabelText("Type your username (mona) to confirm");
    fireEvent.change(field, { target: { value: "mona" } });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fireEvent.click(screen.getByRole("button", { name: "Delete my account for good" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ username: "mona" });
    await screen.findByText("home page");
  });
});
