/** Russian messages for a vacancy link that could not be read; each ends by offering the paste box. */
import type { VacancyFetchFailure } from "../providers/vacancies/types";

const PASTE = "Скопируй текст вакансии и вставь его в поле ниже.";

export const VACANCY_FETCH_MESSAGES: Readonly<Record<VacancyFetchFailure, string>> = {
  not_found: `Вакансия не найдена на hh.ru: возможно, её удалили или в ссылке ошибка. ${PASTE}`,
  archived: `Эта вакансия уже в архиве hh.ru. Если она ещё нужна — ${PASTE.charAt(0).toLowerCase()}${PASTE.slice(1)}`,
  captcha: `hh.ru попросил подтвердить, что запрос не от робота, и не отдал вакансию. ${PASTE}`,
  forbidden: `hh.ru не дал прочитать эту вакансию. ${PASTE}`,
  unavailable: `hh.ru сейчас не отвечает. ${PASTE}`,
  timeout: `hh.ru не ответил вовремя. ${PASTE}`,
  bad_answer: `hh.ru ответил непонятно, и вакансию прочитать не удалось. ${PASTE}`,
};

/** HTTP status of our answer: the vacancy is missing (422: the request names something unusable) or hh.ru failed (502/504). */
export const VACANCY_FETCH_STATUS: Readonly<Record<VacancyFetchFailure, 422 | 502 | 503 | 504>> = {
  not_found: 422,
  archived: 422,
  captcha: 503,
  forbidden: 502,
  unavailable: 502,
  timeout: 504,
  bad_answer: 502,
};
