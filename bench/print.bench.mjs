// Budget (docs/design.md, issue 6): a two-page resume printed warm through the server's pool
// (createBrowserPool + renderPdf: queue, warm page per slot with request interception, the print
// host swapping in the resume, waiting for pagination) has a median within 1.5x of Chromium
// printing the same resume as a standalone HTML document bare (newPage, setContent, wait for
// pagination, pdf), measured alternately in the same run; and the pool at PRINT_CONCURRENCY=2
// prints at least 8 PDFs per second, each rendered from the resume data as the server does
// (printDocumentOf: React markup, CSS, content hash) and printed.
//
// Issue 39 ("clients"): Arabic and English prints at 4 clients, Sira against bare Chromium with open
// pages, alternated sample by sample. Sira prints as the server does on a fresh content: the
// templates render in the untrusted-work pool (`renderParts`), the pool prints on its warm print
// host, the text layer (`atsText`) runs in the worker pool. Bare Chromium keeps as many open
// pages as the pool has slots (PRINT_CONCURRENCY) and prints the standalone document on them
// (`setContent`, wait for pagination, `pdf`), the clients taking the next free page. Each sample
// is one burst of PRINT_BENCH_CLIENT_JOBS prints per side and language, the side that goes first
// alternating; the ratio is Sira's PDFs per second over bare's, per language (median of the
// per-sample ratios, and total over total). Budget: Arabic ≥ 0.9.
//
// PRINT_BENCH_PHASES (default "latency,throughput,clients") picks the parts to run;
// PRINT_BENCH_RESULT names the results file (default "print" → results/print.json).
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";
import { chromiumPath, record, repoRoot, summarize } from "./lib.mjs";

// React's production build, as the server runs (`npm start` sets it; the worker threads inherit
// it): its development build renders the templates about twice as slowly.
process.env.NODE_ENV ??= "production";

const ratioBudget = 1.5;
const throughputBudget = 8;
const samples = Number(process.env.PRINT_BENCH_SAMPLES ?? 30);
/** Jobs per mode and round of the throughput part, and the rounds. */
const roundJobs = Number(process.env.PRINT_BENCH_JOBS ?? 20);
const rounds = Number(process.env.PRINT_BENCH_ROUNDS ?? 5);
const concurrency = Number(process.env.PRINT_CONCURRENCY ?? 2);
const phases = new Set((process.env.PRINT_BENCH_PHASES ?? "latency,throughput,clients").split(","));
const resultName = process.env.PRINT_BENCH_RESULT ?? "print";
const clients = Number(process.env.PRINT_BENCH_CLIENTS ?? 4);
const clientSamples = Number(process.env.PRINT_BENCH_CLIENT_SAMPLES ?? 8);
const clientJobs = Number(process.env.PRINT_BENCH_CLIENT_JOBS ?? 16);
const clientRatioBudget = 0.9;

const load = (file) =>
  tsImport(path.join(repoRoot, file), {
    parentURL: import.meta.url,
    tsconfig: path.join(repoRoot, "packages/templates/tsconfig.json"),
  });
const { sampleResumeData } = await load("packages/schema/src/index.ts");
const { renderResumeHtml } = await load("packages/templates/src/index.ts");
const { inlineFontFaceCss } = await load("packages/templates/src/server.ts");
const {
  createBrowserPool,
  chromiumArgs,
  renderPdf,
  renderChromiumPdf,
  atsTextInWorkers,
  atsTextInProcess,
  createUntrustedWork,
  prepareForAts,
  printDocumentOf,
} = await load("bench/print.modules.ts");

// One-minute load average before and after: the machine may be shared.
const loadAtStart = os.loadavg()[0];
const data = sampleResumeData("ar");
let started = performance.now();
const html = renderResumeHtml(data, {
  fontCss: inlineFontFaceCss(data.metadata.typography.font.family, data.metadata.language),
});
const htmlMs = performance.now() - started;
started = performance.now();
const { parts } = printDocumentOf(data);
const partsMs = performance.now() - started;

const executablePath = chromiumPath();
const bare = await chromium.launch({ executablePath, args: chromiumArgs });
const pool = createBrowserPool({
  locate: async () => ({ kind: "executable", target: executablePath, source: "CHROMIUM_PATH" }),
  concurrency,
  timeoutMs: 60_000,
});
// The text layer for screening systems runs in the untrusted-work pool, as in the server.
// PRINT_BENCH_POOL: the pool's options as JSON (threads, nice per kind) to compare settings.
const untrusted = createUntrustedWork(JSON.parse(process.env.PRINT_BENCH_POOL ?? "{}"));
const atsText = atsTextInWorkers(untrusted);
const print = (p) => renderPdf(pool, p, { atsText });

async function printBare() {
  const page = await bare.newPage();
  try {
    await page.setContent(html, { waitUntil: "load" });
    await page.waitForFunction(() => window.__SIRA_READY__ === true);
    return await page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await page.close();
  }
}

const time = async (fn) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

/** Bare Chromium with `count` open pages: the standalone document printed on the next free one. */
async function openPages(count) {
  const free = await Promise.all(Array.from({ length: count }, () => bare.newPage()));
  const waiting = [];
  return {
    async print(document) {
      const page = free.pop() ?? (await new Promise((resolve) => waiting.push(resolve)));
      try {
        await page.setContent(document, { waitUntil: "load" });
        await page.waitForFunction(() => window.__SIRA_READY__ === true);
        return await page.pdf({ preferCSSPageSize: true, printBackground: true });
      } finally {
        const next = waiting.shift();
        if (next) next(page);
        else free.push(page);
      }
    },
    close: () => Promise.all(free.map((page) => page.close())),
  };
}

const pageCount = (pdf) =>
  Buffer.from(pdf)
    .toString("latin1")
    .match(/\/Type\s*\/Page\b/g)?.length;

/** The content hash the server keys prints with (print-document.ts), on the main thread. */
const hashParts = (p) => {
  const hash = createHash("sha256");
  for (const value of [p.lang, p.dir, p.title, p.css, p.body]) hash.update(`\0${value}`);
  return hash.digest("hex");
};

/** `jobs` prints by `clients` clients, each taking the next job when its last is done: PDFs per second. */
async function burst(jobs, printOne) {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < jobs) {
        next++;
        await printOne();
      }
    }),
  );
  return jobs / ((performance.now() - t0) / 1000);
}

/** Issue 39: Sira (as the server prints a fresh content) against bare open pages, per language. */
async function clientsPhase() {
  const bareOpen = await openPages(concurrency);
  const langs = {};
  try {
    for (const lang of ["ar", "en"]) {
      const resume = sampleResumeData(lang);
      const standalone = renderResumeHtml(resume, {
        fontCss: inlineFontFaceCss(resume.metadata.typography.font.family, resume.metadata.language),
      });
      const sira = async () => {
        // A fresh content, as the server prints it: templates in the worker pool, then the pool.
        const rendered = await untrusted.run("renderParts", { data: resume });
        hashParts(rendered);
        return renderPdf(pool, rendered, { atsText });
      };
      const siraPages = (await sira()).pages;
      const barePages = pageCount(await bareOpen.print(standalone));
      if (siraPages !== barePages)
        throw new Error(`${lang}: bare printed ${barePages} pages, Sira ${siraPages}`);
      langs[lang] = { resume, standalone, sira, pages: siraPages };
    }
    // Warm both sides in both languages.
    for (const lang of Object.keys(langs)) {
      await burst(clients * 2, langs[lang].sira);
      await burst(clients * 2, () => bareOpen.print(langs[lang].standalone));
    }
    const per = Object.fromEntries(Object.keys(langs).map((l) => [l, { sira: [], bare: [], ratios: [] }]));
    for (let i = 0; i < clientSamples; i++) {
      for (const lang of Object.keys(langs)) {
        const { sira, standalone } = langs[lang];
        const bareRun = () => burst(clientJobs, () => bareOpen.print(standalone));
        const siraRun = () => burst(clientJobs, sira);
        let s;
        let b;
        if ((i + (lang === "ar" ? 0 : 1)) % 2 === 0) {
          s = await siraRun();
          b = await bareRun();
        } else {
          b = await bareRun();
          s = await siraRun();
        }
        per[lang].sira.push(s);
        per[lang].bare.push(b);
        per[lang].ratios.push(s / b);
      }
    }
    const r2 = (x) => +x.toFixed(2);
    const harmonic = (rates) => (rates.length * clientJobs) / rates.reduce((t, r) => t + clientJobs / r, 0);
    return Object.fromEntries(
      Object.entries(per).map(([lang, p]) => [
        lang,
        {
          pages: langs[lang].pages,
          siraPdfsPerSecond: r2(harmonic(p.sira)),
          barePdfsPerSecond: r2(harmonic(p.bare)),
          ratio: r2(harmonic(p.sira) / harmonic(p.bare)),
          medianSampleRatio: r2(summarize(p.ratios).median),
          sampleRatios: p.ratios.map(r2),
          siraPerSample: p.sira.map(r2),
          barePerSample: p.bare.map(r2),
        },
      ]),
    );
  } finally {
    await bareOpen.close();
  }
}

const round = (s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, +v.toFixed(1)]));

/** Median print time, bare (new page per print) against the pool, alternated. */
async function latencyPhase() {
  const { pages } = await print(parts);
  const barePages = pageCount(await printBare());
  if (barePages !== pages) throw new Error(`bare printed ${barePages} pages, the pool ${pages}`);
  for (let i = 0; i < 5; i++) {
    await printBare();
    await print(parts);
  }
  const bareMs = [];
  const poolMs = [];
  for (let i = 0; i < samples; i++) {
    // Alternate the order so neither side always runs on a warmer browser.
    if (i % 2 === 0) {
      bareMs.push(await time(printBare));
      poolMs.push(await time(() => print(parts)));
    } else {
      poolMs.push(await time(() => print(parts)));
      bareMs.push(await time(printBare));
    }
  }
  const bareSummary = round(summarize(bareMs));
  const poolSummary = round(summarize(poolMs));
  return {
    pages,
    bareMs: bareSummary,
    poolMs: poolSummary,
    ratio: +(poolSummary.median / bareSummary.median).toFixed(2),
  };
}

/**
 * Throughput three ways, in the same run: the server's way (prepareForAts in the worker pool),
 * prepareForAts on the main thread (as before issue 16's follow-up) and without it. On a shared
 * machine the load drifts within minutes, so the modes take turns in rounds (order rotated each
 * round) rather than running one long burst each; the event loop's delay is recorded per mode
 * (what a request waiting beside the prints would feel).
 */
async function throughputPhase() {
  const modes = {
    workers: print,
    mainThread: (p) => renderPdf(pool, p, { atsText: atsTextInProcess }),
    none: (p) => renderChromiumPdf(pool, p),
  };
  const names = Object.keys(modes);
  const totals = Object.fromEntries(
    names.map((n) => [n, { jobs: 0, seconds: 0, perRound: [], loopP99: [], loopMax: [] }]),
  );
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(r + k) % names.length];
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const t0 = performance.now();
      await Promise.all(Array.from({ length: roundJobs }, () => modes[name](printDocumentOf(data).parts)));
      const secs = (performance.now() - t0) / 1000;
      delay.disable();
      const total = totals[name];
      total.jobs += roundJobs;
      total.seconds += secs;
      total.perRound.push(+(roundJobs / secs).toFixed(1));
      total.loopP99.push(delay.percentile(99) / 1e6);
      total.loopMax.push(delay.max / 1e6);
    }
  }
  const throughputOf = (name) => {
    const t = totals[name];
    return {
      jobs: t.jobs,
      seconds: +t.seconds.toFixed(2),
      pdfsPerSecond: +(t.jobs / t.seconds).toFixed(1),
      perRound: t.perRound,
      eventLoopDelayMs: {
        // The median round's p99, and the longest single delay of any round.
        p99: +summarize(t.loopP99).median.toFixed(1),
        max: +Math.max(...t.loopMax).toFixed(1),
      },
    };
  };
  const chromiumPdf = (await renderChromiumPdf(pool, parts)).pdf;
  const atsMs = [];
  for (let i = 0; i < 20; i++) atsMs.push(await time(async () => prepareForAts(chromiumPdf)));
  return {
    rounds,
    throughput: throughputOf("workers"),
    throughputAtsTextOnMainThread: throughputOf("mainThread"),
    throughputWithoutAtsText: throughputOf("none"),
    prepareForAtsMs: round(summarize(atsMs)),
  };
}

try {
  const latency = phases.has("latency") ? await latencyPhase() : undefined;
  const throughput = phases.has("throughput") ? await throughputPhase() : undefined;
  const clientsResult = phases.has("clients") ? await clientsPhase() : undefined;
  const checks = [];
  if (latency) checks.push(latency.ratio <= ratioBudget);
  if (throughput) checks.push(throughput.throughput.pdfsPerSecond >= throughputBudget);
  if (clientsResult) checks.push(clientsResult.ar.ratio >= clientRatioBudget);
  const result = record(resultName, {
    resume: "sampleResumeData('ar'), professional, A4",
    phases: [...phases],
    htmlBytes: html.length,
    renderHtmlMs: +htmlMs.toFixed(1),
    renderPartsMs: +partsMs.toFixed(1),
    loadAverageAtStart: loadAtStart,
    loadAverage: os.loadavg()[0],
    concurrency,
    ...(latency && {
      pages: latency.pages,
      bareMs: latency.bareMs,
      poolMs: latency.poolMs,
      ratio: latency.ratio,
      ratioBudget,
    }),
    ...(throughput && { ...throughput, throughputBudget }),
    ...(clientsResult && {
      clients: {
        clients,
        barePages: concurrency,
        samples: clientSamples,
        jobsPerSample: clientJobs,
        ratioBudget: clientRatioBudget,
        ...clientsResult,
      },
    }),
    withinBudget: checks.every(Boolean),
  });
  if (!result.withinBudget) process.exitCode = 1;
} finally {
  await pool.close();
  await untrusted.close();
  await bare.close();
}
