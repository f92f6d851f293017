/** What the sign-in flow needs from an e-mail service: send one message, or fail loudly. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailProvider {
  /** Short name for logs: outbox, cloudflare, http. */
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/** Raised when the configured provider cannot run (missing binding or key, outbox in production). */
export class EmailConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailConfigError";
  }
}
