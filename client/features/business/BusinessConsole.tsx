/**
 * The business console (/business, decision 275): the owner's organisation, balance and top-up, API keys (a new key
 * is shown once), webhooks (the secret once), this month's usage, the statement, recent analyses and the webhook
 * delivery log. Mobile-first: sections stack, tables scroll inside their own box.
 */
import { type FormEvent, useId, useState } from "react";
import { API_SCOPES, type ApiScope, type ConsoleOverview } from "../../../shared/schemas/business";
import { formatDateTime, formatNumber } from "../../lib/format";
import { createKey, createOrganisation, createWebhook, removeWebhook, revokeKey, startTopUp } from "./api";
import { type ConsoleState, useConsole } from "./useConsole";
import "./business.css";

const SCOPE_LABELS: Record<ApiScope, string> = {
  "analyses:write": "создавать анализы",
  "analyses:read": "читать анализы",
  "usage:read": "видеть расход и выписку",
};
const STATUS_LABELS = { queued: "в очереди", running: "выполняется", done: "готово", failed: "ошибка" } as const;
const DELIVERY_LABELS = { pending: "повторяется", delivered: "доставлено", failed: "не доставлено" } as const;

const rub = (value: number) => `${formatNumber(value)} ₽`;

export function BusinessConsole({ topUpId, onPay }: { topUpId: string | null; onPay: (url: string) => void }) {
  const state = useConsole(topUpId);
  const { overview, error } = state;
  if (!overview) {
    return error ? (
      <p role="alert" className="business-error">
        {error}
      </p>
    ) : (
      <p aria-live="polite">Загружаем кабинет…</p>
    );
  }
  return (
    <div className="business" data-testid="business-console">
      {error && (
        <p role="alert" className="business-error">
          {error}
        </p>
      )}
      {overview.organisation ? (
        <>
          <OrganisationSection overview={overview} state={state} onPay={onPay} />
          <KeysSection overview={overview} state={state} />
          <WebhooksSection overview={overview} state={state} />
          <UsageSection overview={overview} />
        </>
      ) : (
        <CreateOrganisation state={state} />
      )}
    </div>
  );
}

function CreateOrganisation({ state }: { state: ConsoleState }) {
  const [name, setName] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.run(() => createOrganisation(name));
  };
  return (
    <section className="card business-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Организация</h2>
      <p>Создай организацию: к ней привязываются ключи API, баланс и вебхуки.</p>
      <form onSubmit={submit} className="business-form">
        <label htmlFor={`${id}-name`}>Название организации</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          minLength={2}
          maxLength={100}
        />
        <button className="btn btn--primary" type="submit" disabled={state.busy}>
          Создать организацию
        </button>
      </form>
    </section>
  );
}

function OrganisationSection({
  overview,
  state,
  onPay,
}: {
  overview: ConsoleOverview;
  state: ConsoleState;
  onPay: (url: string) => void;
}) {
  const organisation = overview.organisation!;
  const [amount, setAmount] = useState("1000");
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const started = await state.run(() => startTopUp(Number(amount)));
    if (started) onPay(started.payment_url);
  };
  return (
    <section className="card business-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{organisation.name}</h2>
      <dl className="business-figures">
        <div>
          <dt>Баланс</dt>
          <dd data-testid="business-balance">{rub(organisation.balance_rub)}</dd>
        </div>
        <div>
          <dt>Цена анализа</dt>
          <dd>{rub(organisation.price_rub)}</dd>
        </div>
      </dl>
      <form onSubmit={submit} className="business-form business-form--inline">
        <label htmlFor={`${id}-amount`}>Пополнить на, ₽</label>
        <input
          id={`${id}-amount`}
          type="number"
          min={100}
          max={100000}
          step={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
        />
        <button className="btn btn--outline" type="submit" disabled={state.busy}>
          Пополнить баланс
        </button>
      </form>
    </section>
  );
}

function KeysSection({ overview, state }: { overview: ConsoleOverview; state: ConsoleState }) {
  const [name, setName] = useState("");
  const [mode, setMode] = useState<"test" | "live">("test");
  const [scopes, setScopes] = useState<ApiScope[]>([...API_SCOPES]);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const id = useId();
  const toggle = (scope: ApiScope) =>
    setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await state.run(() => createKey({ name, mode, scopes }));
    if (created) {
      setShownKey(created.key);
      setName("");
    }
  };
  return (
    <section className="card business-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Ключи API</h2>
      <p className="muted">
        <code>rw_test_…</code> — бесплатно, встроенный движок; <code>rw_live_…</code> — списывает цену анализа с
        баланса.
      </p>
      {shownKey && (
        <div className="business-secret" role="status">
          <p>Скопируй ключ сейчас: мы храним только его хеш и больше его не покажем.</p>
          <code data-testid="new-api-key">{shownKey}</code>
        </div>
      )}
      <form onSubmit={submit} className="business-form">
        <label htmlFor={`${id}-name`}>Название ключа</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} required maxLength={60} />
        <fieldset>
          <legend>Режим</legend>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === "test"} onChange={() => setMode("test")} />{" "}
            тестовый
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === "live"} onChange={() => setMode("live")} /> боевой
          </label>
        </fieldset>
        <fieldset>
          <legend>Права</legend>
          {API_SCOPES.map((scope) => (
            <label key={scope}>
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />{" "}
              {SCOPE_LABELS[scope]}
            </label>
          ))}
        </fieldset>
        <button className="btn btn--primary" type="submit" disabled={state.busy || scopes.length === 0}>
          Создать ключ
        </button>
      </form>
      {overview.keys.length > 0 && (
        <ul className="business-list" aria-label="Ключи">
          {overview.keys.map((key) => (
            <li key={key.id} data-testid="api-key-row">
              <span>
                <strong>{key.name}</strong> <code>{key.prefix}…</code>
              </span>
              <span className="muted">
                {key.revoked_at
                  ? `отозван ${formatDateTime(key.revoked_at)}`
                  : key.last_used_at
                    ? `использован ${formatDateTime(key.last_used_at)}`
                    : "ещё не использовался"}
              </span>
              {!key.revoked_at && (
                <button
                  className="btn btn--ghost btn--small"
                  type="button"
                  disabled={state.busy}
                  onClick={() => void state.run(() => revokeKey(key.id))}
                >
                  Отозвать<span className="visually-hidden"> ключ {key.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WebhooksSection({ overview, state }: { overview: ConsoleOverview; state: ConsoleState }) {
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await state.run(() => createWebhook(url));
    if (created) {
      setSecret(created.secret);
      setUrl("");
    }
  };
  return (
    <section className="card business-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Вебхуки</h2>
      <p className="muted">
        Когда анализ готов, мы отправим POST с подписью <code>Rework-Signature</code>. Только https и публичные адреса.
      </p>
      {secret && (
        <div className="business-secret" role="status">
          <p>Секрет для проверки подписи (покажем один раз):</p>
          <code data-testid="webhook-secret">{secret}</code>
        </div>
      )}
      <form onSubmit={submit} className="business-form">
        <label htmlFor={`${id}-url`}>Адрес (https)</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/rework-webhook"
          required
        />
        <button className="btn btn--primary" type="submit" disabled={state.busy}>
          Добавить адрес
        </button>
      </form>
      {overview.webhooks.length > 0 && (
        <ul className="business-list" aria-label="Адреса вебхуков">
          {overview.webhooks.map((webhook) => (
            <li key={webhook.id} data-testid="webhook-row">
              <code className="business-url">{webhook.url}</code>
              <button
                className="btn btn--ghost btn--small"
                type="button"
                disabled={state.busy}
                onClick={() => void state.run(() => removeWebhook(webhook.id))}
              >
                Удалить<span className="visually-hidden"> адрес {webhook.url}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {overview.deliveries.length > 0 && (
        <>
          <h3>Журнал доставки</h3>
          <div className="business-table">
            <table>
              <thead>
                <tr>
                  <th scope="col">Событие</th>
                  <th scope="col">Статус</th>
                  <th scope="col">Попыток</th>
                  <th scope="col">Ответ</th>
                </tr>
              </thead>
              <tbody>
                {overview.deliveries.map((delivery) => (
                  <tr key={delivery.id}>
                    <td>{delivery.event_type}</td>
                    <td>{DELIVERY_LABELS[delivery.status]}</td>
                    <td>{delivery.attempts}</td>
                    <td>{delivery.last_status_code ?? delivery.last_error ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function UsageSection({ overview }: { overview: ConsoleOverview }) {
  const usage = overview.usage;
  const id = useId();
  if (!usage) return null;
  return (
    <section className="card business-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Расход за месяц</h2>
      <dl className="business-figures" data-testid="business-usage">
        <div>
          <dt>Боевых анализов</dt>
          <dd>{usage.analyses.live}</dd>
        </div>
        <div>
          <dt>Тестовых анализов</dt>
          <dd data-testid="usage-test-count">{usage.analyses.test}</dd>
        </div>
        <div>
          <dt>Списано</dt>
          <dd>{rub(usage.charged_rub)}</dd>
        </div>
      </dl>
      {overview.analyses.length > 0 && (
        <>
          <h3>Последние анализы</h3>
          <ul className="business-list" aria-label="Последние анализы">
            {overview.analyses.map((analysis) => (
              <li key={analysis.id} data-testid="business-analysis-row">
                <span>{analysis.document?.filename ?? "документ удалён"}</span>
                <span className="muted">
                  {STATUS_LABELS[analysis.status]}, {analysis.mode === "test" ? "тест" : rub(analysis.price_rub)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Выписка</h3>
      {overview.statement.length === 0 ? (
        <p className="muted">Пока ни пополнений, ни списаний.</p>
      ) : (
        <div className="business-table">
          <table>
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Операция</th>
                <th scope="col">Сумма</th>
                <th scope="col">Остаток</th>
              </tr>
            </thead>
            <tbody>
              {overview.statement.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.created_at)}</td>
                  <td>{entry.kind === "top_up" ? "пополнение" : "анализ"}</td>
                  <td>{rub(entry.amount_rub)}</td>
                  <td>{rub(entry.balance_after_rub)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
