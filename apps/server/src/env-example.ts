import { envSchema } from "./config";

/**
 * `.env.example` from config.ts: every variable envSchema reads, in its order, each with the
 * comment written above it in config.ts and its embedded default, commented out (a copy used as
 * `.env` changes nothing until a line is uncommented). `npm run env:example` writes the file;
 * test/deploy-files.test.ts checks that the committed file is this function's answer.
 */
export function renderEnvExample(configSource: string): string {
  const lines = [
    "# Sira's settings, generated from apps/server/src/config.ts by `npm run env:example`",
    "# (do not edit by hand). Each line shows the embedded default; uncomment and set what you",
    "# change. The container image already sets NODE_ENV (production), HOST (0.0.0.0), PORT",
    "# (3000), DATA_DIR (/data) and CHROMIUM_PATH (/usr/bin/chromium). README's Deploy section",
    "# says which matter.",
  ];
  for (const [key, schema] of Object.entries(envSchema.shape)) {
    const parsed = schema.safeParse(undefined);
    const value = parsed.success && parsed.data !== undefined ? String(parsed.data) : "";
    lines.push("");
    for (const comment of commentAbove(configSource, key)) lines.push(`# ${comment}`.trimEnd());
    lines.push(`# ${key}=${value === "false" && key === "TRUST_PROXY" ? "" : value}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The lines of the `/** ... *\/` comment right above `KEY:` in envSchema's source, if any. */
function commentAbove(source: string, key: string): string[] {
  const lines = source.split("\n");
  const at = lines.findIndex((line) => line.trimStart().startsWith(`${key}:`));
  if (at < 1 || !lines[at - 1]!.trim().endsWith("*/")) return [];
  let start = at - 1;
  while (start > 0 && !lines[start]!.trim().startsWith("/**")) start -= 1;
  return lines
    .slice(start, at)
    .map((line) =>
      line
        .trim()
        .replace(/^\/\*\*\s?/, "")
        .replace(/\s?\*\/$/, "")
        .replace(/^\*\s?/, "")
        .trim(),
    )
    .filter((line) => line !== "");
}
