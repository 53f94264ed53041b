/** One message, already rendered: plain text and HTML, plus the main link it carries (for the log). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alert mail. */
  headers?: Record<string, string>;
}

/** Sends mail: over SMTP when SMTP_URL is set, else into the outbox table (embedded default). */
export interface Mailer {
  readonly driver: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
