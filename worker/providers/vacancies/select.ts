/** The vacancy provider for this deployment: hh.ru, at `HH_API_URL` when set (the browser tests' local mock). */
import { readConfig } from "../../lib/config";
import { HhVacancyProvider } from "./hh";
import type { VacancyProvider } from "./types";

export function selectVacancyProvider(env: Env): VacancyProvider {
  const config = readConfig(env);
  return new HhVacancyProvider({
    // The override is honoured outside production only: a production deployment always asks hh.ru itself.
    apiUrl: config.environment !== "production" ? env.HH_API_URL || undefined : undefined,
    userAgent: `${config.siteName}/1.0 (${config.contactEmail})`,
    token: env.HH_APP_TOKEN || undefined,
  });
}
