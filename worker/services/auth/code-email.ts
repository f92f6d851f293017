/** The sign-in e-mail: the code, the site's name and how long the code lives, in Russian, as text and HTML. */
import type { EmailMessage } from "../../providers/email";
import { CODE_TTL_MS } from "./login-codes";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

export function buildCodeEmail(to: string, code: string, siteName: string): EmailMessage {
  const minutes = CODE_TTL_MS / 60_000;
  const subject = `Код для входа в ${siteName}: ${code}`;
  const text = [
    "Привет!",
    "",
    `Твой код для входа в ${siteName} ID: ${code}`,
    "",
    `Код действует ${minutes} минут и подходит для одного входа.`,
    "Если код запрашивал не ты, просто проигнорируй это письмо: без кода в аккаунт никто не войдёт.",
    "",
    `— Команда ${siteName}`,
  ].join("\n");
  const site = escapeHtml(siteName);
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#1b1f2a">
<p>Привет!</p>
<p>Твой код для входа в ${site} ID:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>Код действует ${minutes} минут и подходит для одного входа.</p>
<p style="color:#5b6475">Если код запрашивал не ты, просто проигнорируй это письмо: без кода в аккаунт никто не войдёт.</p>
<p>— Команда ${site}</p>
</body></html>`;
  return { to, subject, text, html };
}
