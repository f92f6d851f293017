// A tiny stand-in for hh.ru's API for the browser tier (decision 131): the Worker, not the browser, reads an hh.ru
// link, so the browser cannot intercept that call. serve.mjs starts this server and points the local site's
// HH_API_URL at it (honoured outside production only). Answers in hh.ru's wire format:
//   /vacancies/93350012 → a vacancy; /vacancies/404 → 404 not_found; /vacancies/403 → 403 captcha_required.
import { createServer } from "node:http";

export const HH_MOCK_VACANCY = {
  id: "93350012",
  name: "Fullstack-разработчик (JavaScript)",
  archived: false,
  alternate_url: "https://hh.ru/vacancy/93350012",
  description:
    "<p><strong>Требования:</strong></p><ul><li>опыт от 3 лет</li><li>JavaScript, React</li><li>PostgreSQL</li></ul><p><strong>Будет плюсом:</strong></p><ul><li>Kubernetes</li></ul>",
  key_skills: [{ name: "JavaScript" }, { name: "PostgreSQL" }],
  experience: { id: "between3And6", name: "3–6 лет" },
  area: { id: "1", name: "Москва", url: "https://api.hh.ru/areas/1" },
  salary: null,
  employer: { id: "1", name: "Учёт и склад" },
  schedule: { id: "fullDay", name: "Полный день" },
  employment: { id: "full", name: "Полная занятость" },
};

export function startHhMock() {
  const server = createServer((request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(body));
    };
    // hh.ru refuses a request without HH-User-Agent; so does the mock, so a regression shows up here too.
    if (!request.headers["hh-user-agent"])
      return send(400, { errors: [{ type: "bad_user_agent", value: "blacklisted" }] });
    const id = /^\/vacancies\/(\d+)$/.exec(request.url ?? "")?.[1];
    if (id === HH_MOCK_VACANCY.id) return send(200, HH_MOCK_VACANCY);
    if (id === "403") return send(403, { errors: [{ type: "captcha_required", value: "captcha_required" }] });
    return send(404, { errors: [{ type: "not_found" }] });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })),
  );
}
