/**
 * Vacancy providers: read a vacancy from a job site's link. One implementation today, hh.ru (hh.ts); the interface
 * keeps the match service independent of it, and tests mock the provider's call at the fetch boundary.
 */

/** A vacancy as the match needs it; `description` is plain text (the site's HTML already converted). */
export interface Vacancy {
  source: "hh";
  url: string;
  title: string;
  description: string;
  keySkills: string[];
  /** Years of experience asked as a lower bound (hh.ru's `experience.id` mapped), or null when not given. */
  minYears: number | null;
  experienceLabel: string | null;
  city: string | null;
  employer: string | null;
  remote: boolean;
}

/** Why a link could not be read; each kind has its own Russian message (worker/vacancy-match/messages.ts). */
export type VacancyFetchFailure =
  | "not_found"
  | "archived"
  | "captcha"
  | "forbidden"
  | "unavailable"
  | "timeout"
  | "bad_answer";

export class VacancyFetchError extends Error {
  constructor(
    readonly kind: VacancyFetchFailure,
    detail: string,
  ) {
    super(detail);
    this.name = "VacancyFetchError";
  }
}

export interface VacancyProvider {
  /** Reads the vacancy with this site id; throws VacancyFetchError on every failure. */
  fetchVacancy(id: string, signal?: AbortSignal): Promise<Vacancy>;
}
