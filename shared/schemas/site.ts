/** `GET /api/site/`: the public part of the configuration the client shows (footer requisites, links, price). */
import type { AnalysisEngineInfo } from "../analysis-claims";

export interface SiteConfig {
  siteName: string;
  contactEmail: string;
  priceRub: number;
  seller: { name: string; inn: string; ogrnip: string };
  /** The requisites are the shipped sample: shown with a «тестовые данные» mark (decision 120). */
  sellerIsTestData: boolean;
  telegramChatUrl: string;
  feedbackSurveyUrl: string;
  /** Who writes the analysis, so the site's claims follow the configured provider (decision 074). */
  analysis: AnalysisEngineInfo;
}
