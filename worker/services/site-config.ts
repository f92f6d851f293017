/**
 * The public part of the configuration (`GET /api/site/`): the price, the seller's requisites, links, which engine
 * writes the analysis. The server-rendered pages draw with the same object (docs/decisions/150).
 */
import type { SiteConfig } from "../../shared/schemas/site";
import { CRITERIA } from "../analysis/engine";
import type { AppConfig } from "../lib/config";
import { selectAiProvider } from "../providers/ai/select";

export function publicSiteConfig(config: AppConfig, env: Env): SiteConfig {
  return {
    siteName: config.siteName,
    contactEmail: config.contactEmail,
    priceRub: config.priceRub,
    seller: config.seller,
    sellerIsTestData: config.sellerIsPlaceholder,
    telegramChatUrl: env.TELEGRAM_CHAT_URL,
    feedbackSurveyUrl: env.FEEDBACK_SURVEY_URL,
    analysis: analysisEngineInfo(env),
  };
}

/** The provider the analysis will actually use (an incomplete configuration falls back to the built-in engine). */
function analysisEngineInfo(env: Env): SiteConfig["analysis"] {
  const provider = selectAiProvider(env);
  return {
    byModel: provider.hasModel,
    model: provider.hasModel ? provider.id.slice(provider.id.indexOf(":") + 1) : null,
    criteria: CRITERIA.length,
  };
}
