import type { PageStream } from "./types";

/** Text to insert into a content stream at an offset. */
export interface Insert {
  at: number;
  text: string;
}

/**
 * For each content stream with right-to-left text that sets no rendering mode (Chromium's; the
 * invisible marks go back to mode 0), the inserts `plan` asks for, made in offset order.
 */
export function insertIntoRtlStreams(streams: PageStream[], plan: (s: PageStream) => Insert[]) {
  for (const s of streams) {
    if (!s.after.includes("/ReversedChars") || /\bTr\b/.test(s.before)) continue;
    const inserts = plan(s);
    if (inserts.length)
      s.after = insertAt(
        s.after,
        inserts.sort((x, y) => x.at - y.at),
      );
  }
}

/** `content` with each use's text inserted at its place (uses in order). */
export function insertAt(content: string, uses: Insert[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const use of uses) {
    parts.push(content.slice(at, use.at), use.text);
    at = use.at;
  }
  parts.push(content.slice(at));
  return parts.join("");
}
