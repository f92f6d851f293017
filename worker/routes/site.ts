import { Hono } from "hono";
import type { SiteConfig } from "../../shared/schemas/site";
import { CRITERIA } from "../analysis/engine";
import { selectAiProvider } from "../providers/ai/select";
import type { AppEnv } from "../types";

/** `GET /api/site/`: public settings for the client; cached by browsers for a few minutes. */
export const siteRoutes = new Hono<AppEnv>().get("/", (c) => {
  const config: SiteConfig = {
    siteName: c.var.config.siteName,
    contactEmail: c.var.config.contactEmail,
    priceRub: c.var.config.priceRub,
    seller: c.var.config.seller,
    sellerIsTestData: c.var.config.sellerIsPlaceholder,
    telegramChatUrl: c.env.TELEGRAM_CHAT_URL,
    feedbackSurveyUrl: c.env.FEEDBACK_SURVEY_URL,
    analysis: analysisEngineInfo(c.env),
  };
  c.header("Cache-Control", "public, max-age=300");
  return c.json(config, 200);
});

/** The provider the analysis will actually use (an incomplete configuration falls back to the built-in engine). */
function analysisEngineInfo(env: AppEnv["Bindings"]): SiteConfig["analysis"] {
  const provider = selectAiProvider(env);
  return {
    byModel: provider.hasModel,
    model: provider.hasModel ? provider.id.slice(provider.id.indexOf(":") + 1) : null,
    criteria: CRITERIA.length,
  };
}
