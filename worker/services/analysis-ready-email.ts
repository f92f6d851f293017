/**
 * "Your analysis is ready": sent once per analysis to the resume's signed-in owner, by the queue consumer after the
 * analysis is stored (docs/decisions/036). A buyer who paid and closed the tab learns the analysis is there and
 * gets the link back to it. Anonymous resumes get no e-mail: there is no address we were given to write to.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyses, resumes, users } from "../db/schema";
import type { AppConfig } from "../lib/config";
import { escapeHtml } from "../lib/html";
import { describeError, log } from "../lib/log";
import { EmailConfigError, type EmailMessage, type EmailProvider } from "../providers/email";

export interface ReadyEmailDeps {
  db: Database;
  /** Holds the site's origin as last seen by an upload, for development without SITE_URL. */
  kv: KVNamespace;
  /** The configured provider; created lazily so a job without an e-mail to send never needs one. */
  emailProvider: () => EmailProvider;
  config: Pick<AppConfig, "siteUrl" | "siteName" | "environment">;
}

/**
 * Development without SITE_URL: the queue consumer has no request to take an origin from, and a site-relative link
 * in an e-mail leads nowhere. Each upload (the first step of every resume) records the address the site was reached
 * at; the e-mail links there. Production never uses it: SITE_URL is required there (decision 060).
 */
export const DEVELOPMENT_ORIGIN_KEY = "dev:site-origin";

export async function rememberDevelopmentOrigin(
  kv: KVNamespace,
  config: Pick<AppConfig, "siteUrl" | "environment">,
  requestUrl: string,
): Promise<void> {
  if (config.siteUrl || config.environment === "production") return;
  const origin = new URL(requestUrl).origin;
  if ((await kv.get(DEVELOPMENT_ORIGIN_KEY)) !== origin) await kv.put(DEVELOPMENT_ORIGIN_KEY, origin);
}

/** The absolute origin for links in e-mails, or null when there is none to trust. */
async function linkOrigin(deps: ReadyEmailDeps): Promise<string | null> {
  const { siteUrl, environment } = deps.config;
  if (siteUrl) return siteUrl;
  if (environment === "production") return null;
  return deps.kv.get(DEVELOPMENT_ORIGIN_KEY);
}

/** The page that opens a resume with its analysis: the spec's `/?resumeId=…`, always absolute. */
export function resumeLink(siteUrl: string, resumeId: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/?resumeId=${encodeURIComponent(resumeId)}`;
}

export function buildAnalysisReadyEmail(input: {
  to: string;
  filename: string;
  link: string;
  siteName: string;
}): EmailMessage {
  const { to, filename, link, siteName } = input;
  const subject = `Анализ резюме готов — ${siteName}`;
  const text = [
    "Привет!",
    "",
    `Анализ твоего резюме «${filename}» готов. Открой его по ссылке:`,
    link,
    "",
    "Там же можно бесплатно составить сопроводительное письмо и скачать результат.",
    "",
    `— Команда ${siteName}`,
  ].join("\n");
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#1b1f2a">
<p>Привет!</p>
<p>Анализ твоего резюме «${escapeHtml(filename)}» готов.</p>
<p><a href="${escapeHtml(link)}" style="color:#2454d6">Открыть анализ</a></p>
<p>Там же можно бесплатно составить сопроводительное письмо и скачать результат.</p>
<p>— Команда ${escapeHtml(siteName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/**
 * Sends the e-mail if the analysis still owes one: the `pending → sent` update is the claim, so of two deliveries
 * of the same job only one sends. If sending fails the mark goes back to `pending` and the error is rethrown, so the
 * queue retries the job (which finds the analysis stored and only tries the e-mail again).
 */
export async function sendAnalysisReadyEmail(deps: ReadyEmailDeps, resumeId: string): Promise<boolean> {
  const { db, config } = deps;
  // Links must point at the public site; without SITE_URL (or, in development, an address seen) nothing is safe.
  const origin = await linkOrigin(deps);
  if (!origin) {
    log.error("analysis_email_skipped", { resumeId, reason: "SITE_URL is empty" });
    return false;
  }
  const recipient = await db
    .select({ email: users.email, filename: resumes.filename })
    .from(analyses)
    .innerJoin(resumes, eq(resumes.id, analyses.resumeId))
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(and(eq(analyses.resumeId, resumeId), eq(analyses.readyEmail, "pending")))
    .get();
  if (!recipient) return false;
  const claimed = await setReadyEmail(db, resumeId, "pending", "sent");
  if (!claimed) return false;

  let provider: EmailProvider;
  try {
    provider = deps.emailProvider();
  } catch (error) {
    // Misconfigured (e.g. the outbox in production): retrying the job would not help; the log says what to fix.
    await setReadyEmail(db, resumeId, "sent", "pending");
    if (!(error instanceof EmailConfigError)) throw error;
    log.error("analysis_email_not_configured", { resumeId, ...describeError(error) });
    return false;
  }
  try {
    await provider.send(
      buildAnalysisReadyEmail({
        to: recipient.email,
        filename: recipient.filename,
        link: resumeLink(origin, resumeId),
        siteName: config.siteName,
      }),
    );
    log.info("analysis_email_sent", { resumeId, provider: provider.name });
    return true;
  } catch (error) {
    await setReadyEmail(db, resumeId, "sent", "pending");
    throw error;
  }
}

async function setReadyEmail(
  db: Database,
  resumeId: string,
  from: "pending" | "sent",
  to: "pending" | "sent",
): Promise<boolean> {
  const changed = await db
    .update(analyses)
    .set({ readyEmail: to })
    .where(and(eq(analyses.resumeId, resumeId), eq(analyses.readyEmail, from)))
    .returning({ id: analyses.id });
  return changed.length === 1;
}
