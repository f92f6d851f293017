/**
 * A vacancy given as a link. Only hh.ru's vacancy pages are fetched (decision 131); a link to another job site
 * (superjob.ru, avito.ru, linkedin.com…) is refused before anything is stored, with a Russian message naming the
 * site — never saved as a "vacancy text" that is only a URL (a 0 % match titled with the link, issue 22).
 */
import { parseHhVacancyLink } from "../providers/vacancies/hh";

export type VacancyLink = { kind: "hh"; url: string; id: string } | { kind: "other"; url: string; host: string };

const URL_ONLY = /^(?:https?:\/\/|www\.)\S+$/iu;

/** The link a vacancy field holds when it holds nothing else; null for a vacancy's text. */
export function vacancyLinkOf(raw: string): VacancyLink | null {
  const text = raw.trim();
  if (!URL_ONLY.test(text)) return null;
  const id = parseHhVacancyLink(text);
  if (id) return { kind: "hh", url: text, id };
  let host = text.replace(/^https?:\/\//iu, "").split(/[/?#]/u)[0] ?? text;
  host = host.replace(/^www\./iu, "").toLowerCase();
  return { kind: "other", url: text, host };
}

/** Why a link that is not an hh.ru vacancy is not read, and what to do instead. */
export function otherSiteMessage(host: string): string {
  const hhLike = /(?:^|\.)(?:hh\.ru|hh\.kz|hh\.uz|headhunter\.\w+|rabota\.by)$/u.test(host);
  return hhLike
    ? "Это ссылка на hh.ru, но не на страницу вакансии. Нужна ссылка вида https://hh.ru/vacancy/12345678 — или вставь текст вакансии."
    : `Вакансии с сайта ${host} мы не загружаем — по ссылке читаем только hh.ru. Открой вакансию, скопируй её текст и вставь в поле.`;
}
