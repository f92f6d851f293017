/** The business console's calls (`/api/business/`, cookie session + CSRF through the data layer) and their texts. */
import type { ConsoleKey, ConsoleOverview, CreateKeyRequest } from "../../../shared/schemas/business";
import { api } from "../../lib/api";

export const BUSINESS_ERRORS = {
  overview: "Не удалось загрузить кабинет. Обнови страницу.",
  organisation: "Не удалось создать организацию.",
  key: "Не удалось создать ключ.",
  revoke: "Не удалось отозвать ключ.",
  webhook: "Не удалось добавить адрес.",
  removeWebhook: "Не удалось удалить адрес.",
  topUp: "Не удалось начать пополнение.",
  network: "Нет связи с сервером. Проверь интернет и попробуй ещё раз.",
} as const;

const call = <T>(path: string, fallback: string, method: "GET" | "POST" | "DELETE" = "GET", json?: unknown) =>
  api<T>(`/api/business/${path}`, { method, json, fallback, network: BUSINESS_ERRORS.network });

export const fetchOverview = () => call<ConsoleOverview>("", BUSINESS_ERRORS.overview);

export const createOrganisation = (name: string) =>
  call<ConsoleOverview>("organisation/", BUSINESS_ERRORS.organisation, "POST", { name });

export const createKey = (request: CreateKeyRequest) =>
  call<{ key: string; api_key: ConsoleKey }>("keys/", BUSINESS_ERRORS.key, "POST", request);

export const revokeKey = (id: string) =>
  call<ConsoleOverview>(`keys/${encodeURIComponent(id)}/revoke/`, BUSINESS_ERRORS.revoke, "POST");

export const createWebhook = (url: string) =>
  call<{ secret: string; webhook: { id: string; url: string } }>("webhooks/", BUSINESS_ERRORS.webhook, "POST", { url });

export const removeWebhook = (id: string) =>
  call<ConsoleOverview>(`webhooks/${encodeURIComponent(id)}/`, BUSINESS_ERRORS.removeWebhook, "DELETE");

export const startTopUp = (amountRub: number) =>
  call<{ top_up_id: string; payment_url: string }>("top-ups/", BUSINESS_ERRORS.topUp, "POST", {
    amount_rub: amountRub,
  });

export const checkTopUp = (id: string) =>
  call<ConsoleOverview>(`top-ups/${encodeURIComponent(id)}/check/`, BUSINESS_ERRORS.overview, "POST");
