/** The moderators' calls (`/api/admin/ratings/`, docs/decisions/251). */
import type { ModerationDecision, ModerationItem, ModerationState } from "../../../shared/schemas/rating";
import { api } from "../../lib/api";

export const MODERATION_TEXTS = {
  loadFailed: "Не удалось загрузить отзывы",
  decideFailed: "Не удалось сохранить решение",
} as const;

export async function fetchModerationList(state: ModerationState, signal?: AbortSignal): Promise<ModerationItem[]> {
  const body = await api<{ items?: ModerationItem[] }>(`/api/admin/ratings/?state=${state}`, {
    signal,
    fallback: MODERATION_TEXTS.loadFailed,
  });
  return Array.isArray(body?.items) ? body.items : [];
}

export function decide(id: string, decision: ModerationDecision): Promise<ModerationItem> {
  return api<ModerationItem>(`/api/admin/ratings/${encodeURIComponent(id)}/decision/`, {
    method: "POST",
    json: decision,
    fallback: MODERATION_TEXTS.decideFailed,
  });
}
