// API calls against the built Worker served by wrangler (local D1/KV/R2): wall time per call, median and p95.
// Wall time includes local I/O, so it is an upper bound of the CPU time the Workers free plan limits to 10 ms.
import { serveForBench, stats } from "./served-site.mjs";

const RUNS = 60;
const { url, stop } = await serveForBench(Number(process.env.BENCH_PORT ?? 8795));

async function measure(name, makeRequest) {
  for (let i = 0; i < 5; i += 1) await (await makeRequest()).arrayBuffer();
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const response = await makeRequest();
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return { name, runs: RUNS, ...stats(samples) };
}

try {
  const first = await fetch(`${url}/api/resume-count/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const headers = { Cookie: `csrftoken=${csrf}`, "X-CSRFToken": csrf, "Content-Type": "application/json" };
  // A static asset never runs Worker code: its time is the local proxy's overhead, subtracted below.
  const baseline = await measure("GET /favicon.svg (static asset: local overhead)", () => fetch(`${url}/favicon.svg`));
  const calls = [
    await measure("GET /api/resume-count/", () => fetch(`${url}/api/resume-count/`)),
    await measure("GET /api/site/", () => fetch(`${url}/api/site/`)),
    await measure("GET /api/analysis/criteria/", () => fetch(`${url}/api/analysis/criteria/`)),
    await measure("GET /api/resumes/{unknown}/ (404)", () => fetch(`${url}/api/resumes/AAAAAAAAAAAAAAAAAAAAAA/`)),
    await measure("POST /api/auth/check-email/", () =>
      fetch(`${url}/api/auth/check-email/`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "bench@example.com" }),
      }),
    ),
  ];
  const results = calls.map((call) => ({
    ...call,
    over_baseline_median_ms: Number((call.median_ms - baseline.median_ms).toFixed(2)),
  }));
  console.log(
    JSON.stringify({
      name: "api.wall_time",
      aim_cpu_ms: 5,
      note: "local wall time including local D1/KV I/O: an upper bound of the Worker's CPU time; over_baseline subtracts the local proxy",
      baseline,
      results,
    }),
  );
} finally {
  stop();
}
