import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { copyResumeText, downloadResume } from "./downloads";

describe("resume downloads", () => {
  const fetchMock = vi.fn<(url: string) => Promise<Response>>();
  const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  beforeEach(() => {
    fetchMock.mockReset();
    writeText.mockClear();
    vi.stubGlobal("fetch", fetchMock);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  const signed = "/api/prints/11111111-1111-1111-1111-111111111111/file?exp=1&sig=x";
  const routes = (text: string) => (url: string) =>
    Promise.resolve(
      url.startsWith("/api/resume/print/")
        ? new Response(JSON.stringify({ url: signed }))
        : url === signed
          ? new Response(text)
          : new Response("{}"),
    );

  it("copies the resume's plain text, asking for the text format after saving pending edits", async () => {
    fetchMock.mockImplementation(routes("عبدالله بن فهد القحطاني\nمهندس برمجيات\n"));
    const order: string[] = [];
    await copyResumeText("r1", "ar", async () => order.push("saved"));
    expect(writeText).toHaveBeenCalledWith("عبدالله بن فهد القحطاني\nمهندس برمجيات\n");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/resume/print/r1?lang=ar&format=txt");
    expect(order).toEqual(["saved"]);
  });

  it("rethrows the server's error (no points) and copies nothing", async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url.startsWith("/api/resume/print/")
          ? new Response(JSON.stringify({ code: "PackageIsOver", message: "" }), { status: 402 })
          : new Response("{}"),
      ),
    );
    await expect(copyResumeText("r1", "en")).rejects.toBeInstanceOf(ApiError);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("saves a Word file through a download link, without opening a tab", async () => {
    fetchMock.mockImplementation(routes(""));
    const open = vi.spyOn(window, "open");
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.getAttribute("href")} ${this.hasAttribute("download")}`);
    });
    await downloadResume("r1", "ar", "docx");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/resume/print/r1?lang=ar&format=docx");
    expect(clicked).toEqual([`${signed} true`]);
    expect(open).not.toHaveBeenCalled();
    click.mockRestore();
    open.mockRestore();
  });

  it("opens the ATS-safe PDF in a new tab, asking for variant=ats after saving pending edits", async () => {
    fetchMock.mockImplementation(routes(""));
    const tab = { location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const order: string[] = [];
    await downloadResume("r1", "ar", "pdf", async () => order.push("saved"), "ats");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/resume/print/r1?lang=ar&format=pdf&variant=ats");
    expect(tab.location.href).toBe(signed);
    expect(order).toEqual(["saved"]);
    open.mockRestore();
  });
});
