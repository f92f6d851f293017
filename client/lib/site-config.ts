/** Public site settings (name, contacts, seller requisites, links) come from the Worker's configuration. */
import { useEffect, useState } from "react";
import type { SiteConfig } from "../../shared/schemas/site";

const FALLBACK: SiteConfig = {
  siteName: "Rework",
  contactEmail: "",
  priceRub: 89,
  seller: { name: "", inn: "", ogrnip: "" },
  telegramChatUrl: "",
  feedbackSurveyUrl: "",
  // Until the Worker answers, claim nothing about a model.
  analysis: { byModel: false, model: null, criteria: 0 },
};

let cached: Promise<SiteConfig> | null = null;

export function loadSiteConfig(): Promise<SiteConfig> {
  cached ??= fetch("/api/site/", { credentials: "same-origin" })
    .then((response) => (response.ok ? (response.json() as Promise<SiteConfig>) : FALLBACK))
    .catch(() => FALLBACK);
  return cached;
}

export function useSiteConfig(): SiteConfig {
  const [config, setConfig] = useState(FALLBACK);
  useEffect(() => {
    let active = true;
    void loadSiteConfig().then((value) => active && setConfig(value));
    return () => {
      active = false;
    };
  }, []);
  return config;
}
