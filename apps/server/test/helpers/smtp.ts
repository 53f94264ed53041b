import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail the test SMTP server received, with its decoded text and HTML parts. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? "").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const joined = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
  );
}

/** Split a MIME message into its text/plain and text/html parts (enough for nodemailer's output). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const subject = decodeHeader(/^subject: (.*)$/im.exec(unfolded)?.[1] ?? "");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const parts = boundary
    ? raw.split(`--${boundary}`).slice(1, -1)
    : [`${head}\r\n\r\n${rest.join("\r\n\r\n")}`];
  let text = "";
  let html = "";
  for (const part of parts) {
    const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const type = /content-type:\s*([^;\r\n]+)/i.exec(partHead)?.[1]?.trim().toLowerCase();
    const encoding = /content-transfer-encoding:\s*([^\r\n]+)/i.exec(partHead)?.[1]?.trim();
    const body = decodeBody(partBody.join("\r\n\r\n"), encoding);
    if (type === "text/plain") text = body;
    if (type === "text/html") html = body;
  }
  return { to, subject, text, html, raw };
}

/** A real SMTP server on a random local port that keeps every message it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitForMail(to: string, count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, count = 1) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const matching = mails.filter((m) => m.to.includes(to.toLowerCase()));
        if (matching.length >= count) return matching[count - 1]!;
        if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that points at `path` (e.g. /auth/verify-email). */
export function linkIn(mail: { text: string }, path: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === path);
  if (!match) throw new Error(`no ${path} link in mail:\n${mail.text}`);
  return new URL(match);
}
