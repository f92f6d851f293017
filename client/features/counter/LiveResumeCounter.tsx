/**
 * The live counter of analysed resumes (spec sections 2, 7, 8, 9): fetched once on mount, the displayed value is
 * cached in memory for five minutes across route changes; a failure shows a dash and the spec's message.
 */
import { useCached } from "../../lib/api";
import { formatNumber, plural } from "../../lib/format";
import { COUNTER_PATH, fetchResumeCount } from "./api";
import { COUNTER_LOADING_LABEL, CounterFrame } from "./CounterFrame";

const DISPLAY_CACHE_MS = 300_000;

export default function LiveResumeCounter() {
  const state = useCached(COUNTER_PATH, fetchResumeCount, DISPLAY_CACHE_MS);
  if (state.status === "error")
    return <CounterFrame value="—" label="Не удалось получить данные о количестве резюме" />;
  if (state.status !== "ready") return <CounterFrame value="…" label={COUNTER_LOADING_LABEL} />;
  const label = plural(state.data, ["резюме проанализировано", "резюме проанализированы", "резюме проанализировано"]);
  return <CounterFrame value={formatNumber(state.data)} label={`${label} с помощью Rework`} />;
}
