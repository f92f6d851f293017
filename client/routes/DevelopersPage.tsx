/**
 * /developers: the readable reference of the business API (issue 26). The machine-readable contract is
 * /api/v1/openapi.json, generated from the same zod schemas the Worker validates with; this page explains it with
 * curl and TypeScript examples. Static text: nothing here calls the API.
 */
import { PageFrame } from "../components/ui/PageFrame";
import "./developers.css";

const CURL_CREATE = `curl https://rework.example/api/v1/analyses \\
  -H "Authorization: Bearer rw_test_…" \\
  -H "Idempotency-Key: candidate-1842" \\
  -F "file=@resume.pdf"`;

const CURL_TEXT = `curl https://rework.example/api/v1/analyses \\
  -H "Authorization: Bearer rw_test_…" \\
  -H "Content-Type: application/json" \\
  -d '{"text": "Иван Петров\\nPython-разработчик…", "filename": "petrov.txt"}'`;

const CURL_GET = `curl "https://rework.example/api/v1/analyses/AN_ID?lang=en" \\
  -H "Authorization: Bearer rw_test_…"`;

const TS_CLIENT = `const API = "https://rework.example/api/v1";
const headers = { Authorization: \`Bearer \${process.env.REWORK_KEY}\` };

export async function analyse(file: Blob, name: string, orderId: string) {
  const form = new FormData();
  form.append("file", file, name);
  const created = await fetch(\`\${API}/analyses\`, {
    method: "POST",
    headers: { ...headers, "Idempotency-Key": orderId }, // a retry never charges twice
    body: form,
  });
  if (!created.ok) throw new Error((await created.json()).detail); // application/problem+json
  let analysis = await created.json();
  while (analysis.status === "queued" || analysis.status === "running") {
    await new Promise((r) => setTimeout(r, 2000));
    analysis = await (await fetch(\`\${API}/analyses/\${analysis.id}\`, { headers })).json();
  }
  return analysis; // { status, reading, report, document, price_rub, … }
}`;

const TS_VERIFY = `import { createHmac, timingSafeEqual } from "node:crypto";

// Rework-Signature: t=1764210000,v1=5f2c…  — HMAC-SHA256 over "<t>.<raw body>" with your whsec_… secret.
export function verify(rawBody: string, header: string, secret: string, toleranceSeconds = 300): boolean {
  const t = Number(/t=(\\d+)/.exec(header)?.[1]);
  const v1 = /v1=([0-9a-f]{64})/.exec(header)?.[1] ?? "";
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest("hex");
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}`;

const ERRORS: [string, string, string][] = [
  ["400", "validation_error, missing_document, invalid_idempotency_key, invalid_vacancy", "запрос некорректен"],
  ["401", "missing_api_key, invalid_api_key, revoked_api_key", "нет ключа, ключ неверный или отозван"],
  ["402", "insufficient_balance", "на балансе не хватает на анализ"],
  ["403", "insufficient_scope", "у ключа нет прав на этот вызов"],
  ["404", "not_found, analysis_not_found", "нет такого адреса или анализа"],
  ["409", "analysis_required", "анализ ещё не готов"],
  ["410", "document_deleted", "документ удалён по вашему указанию"],
  [
    "413, 415, 422",
    "too_large, unsupported_format, pdf_no_text, idempotency_key_reused…",
    "те же отказы, что на сайте",
  ],
  ["429", "rate_limited", "лимит запросов ключа; смотрите Retry-After"],
];

export default function DevelopersPage() {
  return (
    <PageFrame title="API для разработчиков" wide>
      <div className="developers">
        <p>
          Rework для бизнеса — анализ резюме по API для рекрутинговых команд и джоб-бордов: отправьте документ, получите
          структурированное чтение резюме и отчёт, дождитесь вебхука. Машиночитаемое описание — OpenAPI 3.1:{" "}
          <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>. Ключи, баланс и вебхуки — в{" "}
          <a href="/business">кабинете</a>.
        </p>

        <h2>Ключи и режимы</h2>
        <p>
          Каждый вызов несёт заголовок <code>Authorization: Bearer &lt;ключ&gt;</code>; куки и CSRF не нужны. Ключ
          показывается один раз, мы храним только его хеш. <code>rw_test_…</code> — песочница: бесплатно, встроенный
          движок. <code>rw_live_…</code> — каждый анализ списывает цену с предоплаченного баланса организации ровно один
          раз. Права ключа: <code>analyses:write</code>, <code>analyses:read</code>, <code>usage:read</code>.
        </p>

        <h2>Адреса</h2>
        <table>
          <tbody>
            <tr>
              <td>
                <code>POST /api/v1/analyses</code>
              </td>
              <td>файл (multipart, поле «file», PDF/DOC/DOCX/RTF/TXT до 10 МБ) или JSON с текстом; ответ 202</td>
            </tr>
            <tr>
              <td>
                <code>GET /api/v1/analyses</code>
              </td>
              <td>список, новые сверху; страницы по курсору (limit, cursor = next_cursor)</td>
            </tr>
            <tr>
              <td>
                <code>GET /api/v1/analyses/{"{id}"}</code>
              </td>
              <td>статус, сохранённое чтение (reading) и отчёт (report) на языке запроса</td>
            </tr>
            <tr>
              <td>
                <code>DELETE /api/v1/analyses/{"{id}"}</code>
              </td>
              <td>удалить документ кандидата и результаты (запись о расходе остаётся)</td>
            </tr>
            <tr>
              <td>
                <code>POST /api/v1/analyses/{"{id}"}/vacancy-match</code>
              </td>
              <td>сравнение с вакансией: текст или ссылка hh.ru</td>
            </tr>
            <tr>
              <td>
                <code>GET /api/v1/usage</code>, <code>GET /api/v1/statement</code>
              </td>
              <td>баланс, цена, анализы за месяц; выписка пополнений и списаний</td>
            </tr>
          </tbody>
        </table>

        <h2>Примеры: curl</h2>
        <pre>
          <code>{CURL_CREATE}</code>
        </pre>
        <pre>
          <code>{CURL_TEXT}</code>
        </pre>
        <pre>
          <code>{CURL_GET}</code>
        </pre>

        <h2>Пример: TypeScript</h2>
        <pre>
          <code>{TS_CLIENT}</code>
        </pre>

        <h2>Повторы и язык</h2>
        <p>
          Заголовок <code>Idempotency-Key</code> (до 255 символов) делает повтор безопасным: тот же ключ с тем же
          документом вернёт уже созданный анализ (200, <code>Idempotent-Replayed: true</code>) и не спишет деньги второй
          раз; с другим документом — 422. Тексты ошибок и статусов — на русском или английском: <code>?lang=en</code>{" "}
          или <code>Accept-Language</code>. На том же языке пишется и отчёт (<code>report</code>): по-русски — полный
          текст анализа, по-английски — вердикты тех же критериев, советы и цитаты из резюме; язык отчёта — в поле{" "}
          <code>report.language</code>. Поле <code>reading</code> — сохранённое чтение резюме (схема{" "}
          <code>ResumeReading</code> в <code>/api/v1/openapi.json</code>, его версия — в <code>reading.version</code>).
        </p>

        <h2>Ошибки</h2>
        <p>
          Все ошибки — <code>application/problem+json</code> (RFC 9457): <code>type</code>, <code>title</code>,{" "}
          <code>status</code>, <code>detail</code>, <code>code</code>, <code>request_id</code>.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Статус</th>
              <th scope="col">code</th>
              <th scope="col">Что значит</th>
            </tr>
          </thead>
          <tbody>
            {ERRORS.map(([status, codes, meaning]) => (
              <tr key={status} id={`error-${codes.split(",")[0]}`}>
                <td>{status}</td>
                <td>
                  <code>{codes}</code>
                </td>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>Лимиты</h2>
        <p>
          На ключ: 120 запросов в минуту для боевого, 60 — для тестового. Каждый ответ несёт{" "}
          <code>RateLimit-Policy: "per-key";q=120;w=60</code> и <code>RateLimit: "per-key";r=118;t=42</code>{" "}
          (draft-ietf-httpapi-ratelimit-headers); после лимита — 429 и <code>Retry-After</code>.
        </p>

        <h2>Вебхуки</h2>
        <p>
          Зарегистрируйте https-адрес на публичном хосте в кабинете и сохраните секрет <code>whsec_…</code>. Когда
          анализ готов (или не удался), мы отправим POST с событием <code>analysis.completed</code> /{" "}
          <code>analysis.failed</code>: тело — JSON <code>{"{ id, type, created_at, data: { analysis } }"}</code>,
          заголовки <code>Rework-Signature</code>, <code>Rework-Event</code>, <code>Rework-Delivery</code>. Ответьте
          2xx; иначе повторим через 10 с, 1 мин, 5 мин, 30 мин, 2 ч и 6 ч. Перенаправления не выполняются. Одно событие
          может прийти дважды — сверяйте <code>id</code>.
        </p>
        <pre>
          <code>{TS_VERIFY}</code>
        </pre>

        <h2>Персональные данные</h2>
        <p>
          Резюме кандидатов — персональные данные, оператор которых — вы; Rework обрабатывает их по вашему поручению (
          <a href="/business-terms">условия для бизнеса</a>, <a href="/data-processing">поручение на обработку</a>).
        </p>
      </div>
    </PageFrame>
  );
}
