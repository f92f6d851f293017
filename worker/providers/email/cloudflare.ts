/**
 * Cloudflare Email Service through a `send_email` binding (Workers Paid; the sender domain must be onboarded).
 * The binding is not declared in wrangler.toml by default, see docs/decisions/042-email-providers.md.
 */
import type { EmailProvider } from "./types";

export function createCloudflareProvider(binding: SendEmail, from: string): EmailProvider {
  return {
    name: "cloudflare",
    async send(message) {
      await binding.send({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
