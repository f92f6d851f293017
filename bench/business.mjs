// The business API against the site's own call for the same work (issue 26, aim: the API adds ≤ 2 ms CPU), against
// the built Worker served by wrangler (local D1/KV/R2/Queues): `npm run bench -- business`. Decision 342.
import { readdirSync, readFileSync } from "node:fs";
import { serveForBench, stats } from "./served-site.mjs";

const { child, url, stop } = await serveForBench(Number(process.env.BENCH_PORT ?? 8796));

/**
 * The business API against the site's own call for the same work (issue 26, aim: ≤ 2 ms more): reading one analysed
 * resume with its analysis, `GET /api/v1/analyses/{id}` with a key against `GET /api/resumes/{id}/` with the visitor
 * cookie, and the same pair for an unknown id. The API's extra work is the key (SHA-256, one D1 batch: the key's
 * lookup, the per-key rate-limit upsert and the analysis the path names) and the stored reading; the difference is
 * an upper bound of the CPU it adds (it includes that D1 work, which production runs outside the Worker).
 */
async function businessApiOverSite(url, headers) {
  const jar = new Map();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const call = async (path, init = {}) => {
    const merged = { ...headers, ...(init.headers ?? {}), Cookie: `${headers.Cookie}; ${cookie()}` };
    for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
    const response = await fetch(`${url}${path}`, { ...init, headers: merged, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const json = async (path, body, method = "POST") => (await call(path, { method, body: JSON.stringify(body) })).json();
  const until = async (read, done) => {
    for (let i = 0; i < 200; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("bench setup: the analysis did not finish");
  };

  // An owner, an organisation and live keys (one per measured call: a key allows 120 calls a minute).
  const email = `bench.${Date.now()}@example.com`;
  const { code_id } = await json("/api/auth/request-code/", { email });
  const outbox = await until(
    async () => (await (await call(`/api/dev/outbox/?email=${encodeURIComponent(email)}`)).json()).messages,
    (messages) => messages.length > 0,
  );
  await json("/api/auth/verify-code/", { code_id, code_value: /\b(\d{6})\b/.exec(outbox[0].text)[1] });
  await json("/api/business/organisation/", { name: "Bench" });
  const newKey = async (mode) =>
    (await json("/api/business/keys/", { name: "bench", mode, scopes: ["analyses:write", "analyses:read"] })).key;
  const text = await (await import("node:fs/promises")).readFile(
    new URL("../test/fixtures/resume-utf8.txt", import.meta.url),
    "utf8",
  );

  // The same resume analysed through the API (test key: built-in engine) …
  const writer = await newKey("test");
  const created = await (
    await fetch(`${url}/api/v1/analyses`, {
      method: "POST",
      headers: { Authorization: `Bearer ${writer}`, "Content-Type": "application/json" },
      body: JSON.stringify({ text, filename: "bench.txt" }),
    })
  ).json();
  // A live key allows 120 calls a minute: the measured calls rotate over several keys (a new key per 100 calls).
  const readKeys = [];
  const missingKeys = [];
  for (let i = 0; i < 3; i += 1) {
    readKeys.push(await newKey("live"));
    missingKeys.push(await newKey("live"));
  }
  const readKey = readKeys[0];
  const rotating = (keys, makeCall) => {
    let calls = 0;
    return () => makeCall(keys[Math.floor(calls++ / 100) % keys.length]);
  };
  const v1 = (key, id) => () => fetch(`${url}/api/v1/analyses/${id}`, { headers: { Authorization: `Bearer ${key}` } });
  await until(
    async () => (await (await v1(readKey, created.id)()).json()).status,
    (status) => status === "done",
  );

  // … and through the site: upload, pay in the sandbox bank, wait for the analysis.
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/plain" }), "bench.txt");
  const upload = await call("/api/resumes/", { method: "POST", body: form, headers: { "Content-Type": undefined } });
  const resume = await upload.json();
  const { payment_url } = await json("/api/payment/init/", { resume_id: resume.id });
  const page = await (await fetch(payment_url)).text();
  const field = (name) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)[1];
  await fetch(`${url}/api/payment/sandbox/complete/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payment_id: field("payment_id"), token: field("token"), action: "pay" }),
    redirect: "manual",
  });
  const site = (id) => () => fetch(`${url}/api/resumes/${id}/`, { headers: { Cookie: cookie() } });
  await until(
    async () => (await (await site(resume.id)()).json()).analysis_status,
    (status) => status === "done",
  );

  // CPU, not wall time: this machine is shared, and a wall-time difference of two calls measures the neighbours.
  // The Worker runs in workerd (a child of wrangler, in its process group); the CPU time of all its threads
  // (/proc/<pid>/task/*/schedstat, nanoseconds) is read around blocks of calls, site and API alternating.
  const workerdPids = () =>
    readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
          const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
          return Number(fields[2]) === child.pid && stat.includes("(workerd)");
        } catch {
          return false;
        }
      });
  const cpuNs = () =>
    workerdPids().reduce((sum, pid) => {
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        try {
          sum += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
        } catch {
          /* a thread that just ended */
        }
      }
      return sum;
    }, 0);
  // Short blocks, site and API alternating (and which goes first alternating too), so a burst of the neighbours'
  // load falls on both sides; the figure is the median over the pairs of (API − site) per call, with the totals.
  const BLOCK = Number(process.env.BENCH_BUSINESS_BLOCK ?? 20);
  const PAIRS = Number(process.env.BENCH_BUSINESS_PAIRS ?? 12);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => Number(value.toFixed(3));
  const cpuPerCall = async (label, siteCall, apiCall) => {
    const cpu = { site: [], api: [] };
    const wall = { site: [], api: [] };
    for (let i = 0; i < 5; i += 1) {
      await (await siteCall()).arrayBuffer();
      await (await apiCall()).arrayBuffer();
    }
    const block = async (side) => {
      const make = side === "site" ? siteCall : apiCall;
      const before = cpuNs();
      for (let i = 0; i < BLOCK; i += 1) {
        const started = performance.now();
        await (await make()).arrayBuffer();
        wall[side].push(performance.now() - started);
      }
      cpu[side].push((cpuNs() - before) / 1e6 / BLOCK);
    };
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const order = pair % 2 === 0 ? ["site", "api"] : ["api", "site"];
      for (const side of order) await block(side);
    }
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      name: label,
      calls_each: BLOCK * PAIRS,
      site_cpu_ms: ms(mean(cpu.site)),
      api_cpu_ms: ms(mean(cpu.api)),
      extra_cpu_ms: ms(mean(cpu.api) - mean(cpu.site)),
      extra_cpu_ms_median_of_pairs: ms(median(cpu.api.map((value, index) => value - cpu.site[index]))),
      site_wall: stats(wall.site),
      api_wall: stats(wall.api),
    };
  };
  if (workerdPids().length === 0) throw new Error("bench: no workerd process found in wrangler's process group");
  return {
    name: "api.business_over_site",
    aim_extra_ms: 2,
    note: "CPU time of workerd per call (all threads, /proc schedstat), API minus site for the same work; it includes the local D1's SQLite work (the key lookup and the rate-limit write), which production runs outside the Worker, so it bounds the Worker's extra CPU from above",
    results: [
      await cpuPerCall(
        "GET /api/v1/analyses/{id} (key) vs GET /api/resumes/{id}/ (cookie)",
        site(resume.id),
        rotating(readKeys, (key) => v1(key, created.id)()),
      ),
      await cpuPerCall(
        "GET /api/v1/analyses/{unknown} (key) vs GET /api/resumes/{unknown}/ (cookie), 404",
        site("AAAAAAAAAAAAAAAAAAAAAA"),
        rotating(missingKeys, (key) => v1(key, "AAAAAAAAAAAAAAAAAAAAAA")()),
      ),
    ],
  };
}

try {
  const first = await fetch(`${url}/api/resume-count/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const headers = { Cookie: `csrftoken=${csrf}`, "X-CSRFToken": csrf, "Content-Type": "application/json" };
  console.log(JSON.stringify(await businessApiOverSite(url, headers)));
} finally {
  stop();
}
