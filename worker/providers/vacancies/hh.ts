/**
 * hh.ru vacancies through the public API `GET https://api.hh.ru/vacancies/{id}` (anonymous access; decision 131).
 * hh.ru refuses requests without an `HH-User-Agent` naming the application and a contact e-mail
 * ("Rework/1.0 (hello@rework.example)"); an application token, when configured, goes in `Authorization: Bearer`.
 * Errors follow hh.ru's shape `{errors: [{type, value}]}` (docs/errors.md in github.com/hhru/api): 404 `not_found`,
 * 403 `captcha_required` (or `forbidden`), 5xx `service_unavailable`.
 */
import { htmlToText } from "./html-text";
import { type Vacancy, VacancyFetchError, type VacancyProvider } from "./types";

export const HH_API_URL = "https://api.hh.ru";
export const HH_TIMEOUT_MS = 6_000;

/** `https://hh.ru/vacancy/123`, `spb.hh.ru/vacancy/123?from=…`, `hh.kz`, `m.hh.ru`, `hh.ru/vacancy/123/` → "123". */
const HH_HOST = /^(?:[a-z0-9-]+\.)*(?:hh\.ru|hh\.kz|hh\.uz|headhunter\.ge|headhunter\.by|rabota\.by)$/i;

export function parseHhVacancyLink(raw: string): string | null {
  const trimmed = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!HH_HOST.test(url.hostname)) return null;
  const match = /^\/vacancy\/(\d{1,12})\/?$/.exec(url.pathname);
  return match ? match[1]! : null;
}

/** hh.ru's experience ids as the lowest number of years they ask for. */
const EXPERIENCE_YEARS: Readonly<Record<string, number>> = {
  noExperience: 0,
  between1And3: 1,
  between3And6: 3,
  moreThan6: 6,
};

interface HhVacancy {
  id?: string;
  name?: string;
  description?: string;
  archived?: boolean;
  alternate_url?: string;
  key_skills?: Array<{ name?: string }>;
  experience?: { id?: string; name?: string } | null;
  area?: { name?: string } | null;
  employer?: { name?: string } | null;
  schedule?: { id?: string } | null;
  work_format?: Array<{ id?: string }> | null;
}

export interface HhOptions {
  apiUrl?: string;
  userAgent: string;
  token?: string;
  timeoutMs?: number;
}

export class HhVacancyProvider implements VacancyProvider {
  constructor(private readonly options: HhOptions) {}

  async fetchVacancy(id: string, signal?: AbortSignal): Promise<Vacancy> {
    const base = (this.options.apiUrl || HH_API_URL).replace(/\/+$/, "");
    const headers: Record<string, string> = {
      "HH-User-Agent": this.options.userAgent,
      "User-Agent": this.options.userAgent,
      Accept: "application/json",
    };
    if (this.options.token) headers.Authorization = `Bearer ${this.options.token}`;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? HH_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${base}/vacancies/${encodeURIComponent(id)}`, {
        headers,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      const timedOut =
        timeout.aborted || (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"));
      throw new VacancyFetchError(
        timedOut ? "timeout" : "unavailable",
        error instanceof Error ? error.message : String(error),
      );
    }
    if (!response.ok) throw await failureOf(response);
    let body: HhVacancy;
    try {
      body = (await response.json()) as HhVacancy;
    } catch {
      throw new VacancyFetchError("bad_answer", "hh.ru answered with something that is not JSON");
    }
    if (body.archived) throw new VacancyFetchError("archived", `vacancy ${id} is archived`);
    if (typeof body.name !== "string" || typeof body.description !== "string")
      throw new VacancyFetchError("bad_answer", "no name or description");
    return toVacancy(id, body);
  }
}

async function failureOf(response: Response): Promise<VacancyFetchError> {
  const types = await errorTypes(response);
  if (response.status === 404) return new VacancyFetchError("not_found", `404 ${types.join(",")}`);
  if (types.includes("captcha_required"))
    return new VacancyFetchError("captcha", `${response.status} captcha_required`);
  if (response.status === 403 || response.status === 401)
    return new VacancyFetchError("forbidden", `${response.status} ${types.join(",")}`);
  return new VacancyFetchError("unavailable", `${response.status} ${types.join(",")}`);
}

async function errorTypes(response: Response): Promise<string[]> {
  try {
    const body = (await response.json()) as { errors?: Array<{ type?: unknown }> };
    return (body.errors ?? []).map((e) => (typeof e.type === "string" ? e.type : "")).filter(Boolean);
  } catch {
    return [];
  }
}

function toVacancy(id: string, body: HhVacancy): Vacancy {
  const experienceId = body.experience?.id ?? "";
  const remote = body.schedule?.id === "remote" || (body.work_format ?? []).some((f) => f.id === "REMOTE");
  return {
    source: "hh",
    url: body.alternate_url || `https://hh.ru/vacancy/${id}`,
    title: body.name!.trim(),
    description: htmlToText(body.description!),
    keySkills: (body.key_skills ?? []).map((s) => (typeof s.name === "string" ? s.name.trim() : "")).filter(Boolean),
    minYears: experienceId in EXPERIENCE_YEARS ? EXPERIENCE_YEARS[experienceId]! : null,
    experienceLabel: body.experience?.name ?? null,
    city: body.area?.name ?? null,
    employer: body.employer?.name ?? null,
    remote,
  };
}
