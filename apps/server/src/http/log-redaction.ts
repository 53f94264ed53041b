/**
 * Paths pino censors in every log line: the personal block of a resume (nationality, visa, date
 * of birth, marital status, licences; issue 40, docs/notes/personal-data.md) wherever a resume or
 * its data is logged, up to three levels down, and credentials in headers (the Authorization
 * header carries personal API keys and the admin token; cookies carry sessions) wherever headers
 * are logged. Request bodies and headers are not logged at all (requestForLog); this covers
 * objects a module logs by mistake.
 */
const personalPaths = ["personal", "*.personal", "*.*.personal", "*.*.*.personal"];
const credentialPaths = ["authorization", "cookie", "headers.authorization", "headers.cookie"].flatMap(
  (path) => [path, `*.${path}`, `*.*.${path}`],
);

export const logRedaction = {
  paths: [...personalPaths, ...credentialPaths],
  censor: (_value: unknown, path: string[]) =>
    path.at(-1) === "personal" ? "[personal data]" : "[credential]",
};
