/** `GET /api/site/`: the public part of the configuration the client shows (footer requisites, links, price). */
export interface SiteConfig {
  siteName: string;
  contactEmail: string;
  priceRub: number;
  seller: { name: string; inn: string; ogrnip: string };
  telegramChatUrl: string;
  feedbackSurveyUrl: string;
}
