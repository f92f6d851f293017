// Lighthouse (mobile preset, the default) on the home page of the built site, in Debian's Chromium.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { stopGroup } from "../scripts/lib.mjs";
import { prepareDatabase, serveSite } from "../scripts/local-site.mjs";

const persistDir = mkdtempSync(path.join(tmpdir(), "rework-lh-"));
const log = console.log;
console.log = console.error;
await prepareDatabase(persistDir);
const { child, url } = await serveSite({ port: Number(process.env.BENCH_PORT ?? 8796), persistDir, quiet: true });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
});
try {
  // Every public page of issue 15 (aims: / and /faq at performance 100, accessibility 100, LCP ≤ 1.2 s).
  // BENCH_PAGES=/a,/b measures only those (e.g. while working on one page).
  const pages = process.env.BENCH_PAGES?.split(",") ?? [
    "/",
    "/faq",
    "/partnership",
    "/career-consultation",
    "/privacy-policy",
    "/public-offer",
    "/investor-pitch",
    "/no-such-page",
    // The article list and an article, drawn by the Worker into the first HTML (decision 150): LCP ≤ 1.5 s.
    "/articles",
    "/articles/kak-hh-i-ats-chitayut-rezyume",
  ];
  const results = [];
  for (const page of pages) {
    const { lhr } = await lighthouse(`${url}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The not-found page answers 404 (as it must); Lighthouse refuses to audit an error status unless told.
      ignoreStatusCode: true,
    });
    // BENCH_LHR_DIR=dir keeps each page's full report (the LCP element, main-thread work…) for a closer look.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = page.replace(/[^a-z0-9]+/gi, "_") || "_";
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    results.push({
      page,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      best_practices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      lcp_ms: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbt_ms: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    });
  }
  console.log = log;
  console.log(
    JSON.stringify({
      name: "lighthouse.mobile",
      aim_performance: 100,
      aim_lcp_ms: 1200,
      aim_article_lcp_ms: 1500,
      results,
    }),
  );
} finally {
  await chrome.kill();
  stopGroup(child);
  rmSync(persistDir, { recursive: true, force: true });
}
