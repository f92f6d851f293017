/** Public site settings (name, contacts, seller requisites, links) come from the Worker's configuration. */
import type { SiteConfig } from "../../shared/schemas/site";
import { api, useCached } from "./api";

const FALLBACK: SiteConfig = {
  siteName: "Rework",
  contactEmail: "",
  priceRub: 89,
  seller: { name: "", inn: "", ogrnip: "" },
  sellerIsTestData: false,
  telegramChatUrl: "",
  feedbackSurveyUrl: "",
  // Until the Worker answers, claim nothing about a model.
  analysis: { byModel: false, model: null, criteria: 0 },
};

const loadSiteConfig = () => api<SiteConfig>("/api/site/");

/** The settings, or the defaults while they load or when the Worker cannot be reached. */
export function useSiteConfig(): SiteConfig {
  const config = useCached("/api/site/", loadSiteConfig);
  return config.status === "ready" ? config.data : FALLBACK;
}
