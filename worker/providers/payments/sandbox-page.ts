/**
 * The sandbox checkout page: one small self-contained HTML document, unmistakably a test, with every dynamic value
 * escaped and a CSP that allows nothing but its own nonce-tagged styles and posting its form to this Worker.
 */

import { escapeHtml } from "../../lib/html";
import { newId } from "../../lib/ids";
import type { SandboxStatus } from "./sandbox";

export interface CheckoutPageInput {
  providerPaymentId: string;
  formToken: string;
  amountKopecks: number;
  resumeFilename: string;
  siteName: string;
  /** Set once the payment is settled (or cancelled): the page then offers the way back instead of the buttons. */
  settled: { status: Exclude<SandboxStatus, "NEW">; returnUrl: string } | null;
}

export interface RenderedPage {
  html: string;
  headers: Record<string, string>;
}

export function formatRubles(kopecks: number): string {
  const rubles = kopecks / 100;
  return `${new Intl.NumberFormat("ru-RU", { minimumFractionDigits: Number.isInteger(rubles) ? 0 : 2 }).format(rubles)} ₽`;
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff8e1;color:#1f2933}
  main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
  .badge{display:inline-block;padding:.25rem .75rem;border-radius:999px;background:#b45309;color:#fff;font-weight:700;letter-spacing:.05em}
  h1{font-size:1.5rem;margin:.75rem 0}
  .card{background:#fff;border:2px dashed #b45309;border-radius:12px;padding:1rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1rem}
  dt{color:#52606d}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
  .actions{display:flex;flex-direction:column;gap:.75rem}
  button,a.button{font:inherit;font-weight:600;min-height:48px;padding:.75rem 1rem;border-radius:8px;border:2px solid #1f7a4d;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#1f7a4d;color:#fff}.decline{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
  a.button{display:block;background:#1f7a4d;color:#fff}
  button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
  .note{color:#52606d;font-size:.875rem}`;

export function renderCheckoutPage(
  input: CheckoutPageInput,
  formAction: string,
  returnOrigins: string[],
): RenderedPage {
  const nonce = newId(16);
  const body = input.settled ? settledBlock(input.settled) : formBlock(input, formAction);
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Тестовая оплата — ${escapeHtml(input.siteName)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<p class="badge">ТЕСТОВЫЙ РЕЖИМ</p>
<h1>Тестовая оплата — деньги не списываются</h1>
<p class="note">Это учебная платёжная страница ${escapeHtml(input.siteName)}: банк не участвует, карта не нужна. На настоящем сайте здесь будет форма банка.</p>
<div class="card">
<dl>
<dt>Сумма</dt><dd data-testid="sandbox-amount">${escapeHtml(formatRubles(input.amountKopecks))}</dd>
<dt>Резюме</dt><dd data-testid="sandbox-filename">${escapeHtml(input.resumeFilename)}</dd>
<dt>Платёж</dt><dd>№ ${escapeHtml(input.providerPaymentId)}</dd>
</dl>
${body}
</div>
</main>
</body>
</html>`;
  return { html, headers: checkoutHeaders(nonce, returnOrigins) };
}

function formBlock(input: CheckoutPageInput, formAction: string): string {
  return `<form method="post" action="${escapeHtml(formAction)}" class="actions">
<input type="hidden" name="payment_id" value="${escapeHtml(input.providerPaymentId)}">
<input type="hidden" name="token" value="${escapeHtml(input.formToken)}">
<button type="submit" name="action" value="pay" class="pay">Оплатить</button>
<button type="submit" name="action" value="decline" class="decline">Отклонить</button>
</form>`;
}

const SETTLED_TEXT: Record<Exclude<SandboxStatus, "NEW">, string> = {
  CONFIRMED: "Этот тестовый платёж уже оплачен.",
  REJECTED: "Этот тестовый платёж отклонён.",
  CANCELED: "Этот тестовый платёж отменён: ссылка больше не действует, оплатить по ней нельзя.",
  REFUNDED: "Этот тестовый платёж отменён, деньги возвращены.",
};

function settledBlock(settled: NonNullable<CheckoutPageInput["settled"]>): string {
  return `<p role="status">${SETTLED_TEXT[settled.status]}</p>
<div class="actions"><a class="button" href="${escapeHtml(settled.returnUrl)}">Вернуться на сайт</a></div>`;
}

export function renderCheckoutNotFound(siteName: string): RenderedPage {
  const nonce = newId(16);
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Тестовая оплата — ${escapeHtml(siteName)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main><p class="badge">ТЕСТОВЫЙ РЕЖИМ</p><h1>Платёж не найден</h1>
<p>Ссылка на тестовую оплату устарела или неверна. Вернитесь на сайт и начните оплату заново.</p>
<div class="actions"><a class="button" href="/">Вернуться на сайт</a></div></main></body></html>`;
  return { html, headers: checkoutHeaders(nonce, []) };
}

function checkoutHeaders(nonce: string, returnOrigins: string[]): Record<string, string> {
  // form-action also governs the redirect after the post, so the return pages' origins must be allowed.
  const formTargets = ["'self'", ...new Set(returnOrigins)].join(" ");
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  };
}
