import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { subscriptionQueryKey } from "../lib/balance";
import { PointsLink } from "./points-link";

afterEach(cleanup);

function renderWith(available: number, label: (count: number) => string) {
  const client = new QueryClient();
  client.setQueryData(subscriptionQueryKey, { available, premium: false });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PointsLink label={label} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole("link");
}

describe("points link", () => {
  it("names the balance in words that hold the count it shows", () => {
    const link = renderWith(12, (count) => `${count} points available`);
    expect(link.textContent).toContain("12");
    expect(link.getAttribute("aria-label")).toBe("12 points available");
  });

  it("keeps the shown digit in the name where the language says zero in words", () => {
    const link = renderWith(0, () => "لا توجد نقاط متاحة");
    expect(link.textContent).toContain("0");
    expect(link.getAttribute("aria-label")).toBe("0 — لا توجد نقاط متاحة");
    expect(link.getAttribute("href")).toBe("/dashboard/wallet");
  });
});
