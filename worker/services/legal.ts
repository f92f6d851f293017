/**
 * The legal pages (spec section 2: privacy policy, public offer). Their text lives in content/legal/*.md, written for
 * the owner to edit; values that depend on the deploy ({{seller_name}}, {{price_rub}}, {{ai_paragraph}}…) are filled
 * in from the configuration here, on the Worker, so the home route's JS never carries a markdown parser
 * (docs/decisions/120 lists which code keeps each promise the texts make).
 */

import { Marked } from "marked";
import businessTerms from "../../content/legal/business-terms.md?raw";
import dataProcessing from "../../content/legal/data-processing.md?raw";
import privacyPolicy from "../../content/legal/privacy-policy.md?raw";
import publicOffer from "../../content/legal/public-offer.md?raw";
import { formatCount, UNIT_FORMS } from "../../shared/schemas/ru-format";
import type { AppConfig } from "../lib/config";
import { type AiEnv, selectAiProvider } from "../providers/ai/select";

export const LEGAL_DOCUMENTS = {
  "privacy-policy": privacyPolicy,
  "public-offer": publicOffer,
  // Rework for business (docs/decisions/275): the B2B terms and the 152-FZ processing instruction.
  "business-terms": businessTerms,
  "data-processing": dataProcessing,
} as const;
export type LegalDocumentSlug = keyof typeof LEGAL_DOCUMENTS;

export interface LegalDocument {
  title: string;
  /** ISO date of the last edit, from the file's front matter. */
  updated: string;
  html: string;
  /** The requisites in the text are the shipped sample (development shows a «тестовые данные» mark). */
  testData: boolean;
}

// `breaks`: the requisites block is one line per requisite, as a lawyer writes it.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

export function isLegalSlug(value: string): value is LegalDocumentSlug {
  return Object.hasOwn(LEGAL_DOCUMENTS, value);
}

/** `origin`: the public address (SITE_URL, or the request's origin where SITE_URL is not set). */
export function renderLegalDocument(
  slug: LegalDocumentSlug,
  config: AppConfig,
  env: AiEnv,
  origin: string,
): LegalDocument {
  const { meta, body } = splitFrontMatter(LEGAL_DOCUMENTS[slug]);
  // The files are ours (reviewed in git), so their markdown may contain HTML; configured values are escaped below.
  const html = markdown.parse(body.replace(/<!--[\s\S]*?-->/g, "")) as string;
  const values = legalValues(config, env, origin.replace(/\/+$/, ""));
  const filled = html.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`content/legal/${slug}.md: unknown placeholder ${placeholder}`);
    return escapeHtml(value);
  });
  return { title: meta.title ?? slug, updated: meta.updated ?? "", html: filled, testData: config.sellerIsPlaceholder };
}

function legalValues(config: AppConfig, env: AiEnv, origin: string): Record<string, string> {
  return {
    site_name: config.siteName,
    site_url: origin,
    seller_name: config.seller.name,
    seller_inn: config.seller.inn,
    seller_ogrnip: config.seller.ogrnip,
    contact_email: config.contactEmail,
    price_rub: String(config.priceRub),
    b2b_price_rub: String(config.b2bPriceRub),
    // With its unit in full, «30 дней», never «30 дн.» (issue 24).
    retention_days: formatCount(config.retentionDays, UNIT_FORMS.days),
    ai_paragraph: aiParagraph(env),
  };
}

/**
 * Who may receive the (masked) resume text, from the provider the analysis really uses: an incomplete configuration
 * falls back to the built-in engine, and so does this paragraph.
 */
export function aiParagraph(env: AiEnv): string {
  const provider = selectAiProvider(env);
  const kind = provider.id.split(":")[0];
  if (kind === "workers-ai") {
    return (
      "Анализ резюме, сопроводительные письма и ответы карьерного консультанта готовит языковая модель платформы " +
      "Cloudflare Workers AI (Cloudflare, Inc., США). Модели передаётся только текст резюме, из которого удалены имя, " +
      "контактные данные и реквизиты документов. Обработка может происходить на серверах за пределами Российской " +
      "Федерации, поэтому такая передача является трансграничной. Если модель недоступна, анализ выполняет программа " +
      "Сервиса без передачи данных."
    );
  }
  if (kind === "openai") {
    const host = hostOf(env.OPENAI_BASE_URL);
    return (
      `Анализ резюме, сопроводительные письма и ответы карьерного консультанта готовит языковая модель, доступ к которой ` +
      `предоставляет оператор сервиса ${host}. Ему передаётся только текст резюме, из которого удалены имя, контактные ` +
      "данные и реквизиты документов. Если серверы этого оператора находятся за пределами Российской Федерации, такая " +
      "передача является трансграничной. Если модель недоступна, анализ выполняет программа Сервиса без передачи данных."
    );
  }
  return (
    "Анализ резюме, сопроводительные письма и ответы карьерного консультанта готовит программа Сервиса; текст резюме " +
    "для этого третьим лицам не передаётся."
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "языковой модели";
  }
}

function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? "").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { meta, body: source.slice(match[0].length) };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
