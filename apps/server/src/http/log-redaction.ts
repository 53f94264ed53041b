/**
 * Paths pino censors in every log line: the personal block of a resume (nationality, visa, date
 * of birth, marital status, licences; issue 40, docs/notes/personal-data.md) wherever a resume or
 * its data is logged, up to three levels down. Request bodies are not logged at all
 * (requestForLog); this covers objects a module logs by mistake.
 */
export const logRedaction = {
  paths: ["personal", "*.personal", "*.*.personal", "*.*.*.personal"],
  censor: "[personal data]",
};
