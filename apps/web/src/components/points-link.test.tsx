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
  it("shows the count and names the balance in words", () => {
    const link = renderWith(12, (count) => `${count} points available`);
    expect(link.textContent).toContain("12");
    expect(link.getAttribute("aria-label")).toBe("12 points available");
  });

  it("says the Arabic dual in words and links to the wallet", () => {
    const link = renderWith(2, () => "نقطتان متاحتان");
    expect(link.textContent).toContain("2");
    expect(link.getAttribute("aria-label")).toBe("نقطتان متاحتان");
    expect(link.getAttribute("href")).toBe("/dashboard/wallet");
  });
});
