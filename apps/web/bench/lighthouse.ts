import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** Debian's Chromium with the flags every browser run on these machines needs. */
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Chunks of the code editor (Monaco): the budget allows them on the problem page only. */
const EDITOR_CHUNK = /\/assets\/(CodeEditor|editor\.api|editor\.worker|ts\.worker)[-.]/;

export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** Gzip size of the scripts whose download finished before the observed first contentful paint. */
  jsBeforePaintGzip: number;
  jsBeforePaintFiles: string[];
  editorChunkLoaded: boolean;
  /** Lighthouse's CPU benchmark of this machine at the time (≥ 1000 is a typical desktop). */
  benchmarkIndex: number;
  /** Audits of the scored categories that did not pass, for the fix list. */
  failedAudits: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkEndTime?: number;
}

const gzipSizes = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body).length;
  gzipSizes.set(url, size);
  return size;
}

async function scriptsBeforePaint(lhr: Result) {
  const requests = lhr.audits['network-requests']?.details as
    | { items: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const metrics = lhr.audits.metrics?.details as
    | { items: { observedFirstContentfulPaintTs?: number }[] }
    | undefined;
  const startTs = requests?.debugData?.networkStartTimeTs;
  const paintTs = metrics?.items[0]?.observedFirstContentfulPaintTs;
  if (!requests || startTs === undefined || paintTs === undefined) {
    throw new Error('Lighthouse reported no network timings or no first contentful paint');
  }
  const files = requests.items.filter(
    (item) =>
      item.resourceType === 'Script' &&
      item.networkEndTime !== undefined &&
      startTs + item.networkEndTime * 1000 <= paintTs,
  );
  let total = 0;
  for (const file of files) total += await gzipSize(file.url);
  return { total, files: files.map((file) => new URL(file.url).pathname) };
}

function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    if (category.id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.add(`${category.id}: ${audit.id} (${audit.title})`);
      }
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.group && ref.group !== 'metrics') continue;
    if (audit && audit.score !== null && audit.score < 0.9 && ref.weight > 0) {
      failed.add(`performance: ${audit.id}`);
    }
  }
  return [...failed];
}

/** One cold Lighthouse run (default mobile simulation) in a fresh Chromium. */
export async function auditPage(
  url: string,
  extraHeaders: Record<string, string>,
  cpuSlowdown?: number,
): Promise<{ run: PageRun; lhr: Result }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders,
      // Lighthouse's default is 4×, calibrated for a host with a benchmarkIndex near 1 000-2 000
      // (its CPU probe); a faster host can ask for more to see what a slower one would score.
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requested = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items;
    const scripts = await scriptsBeforePaint(lhr);
    const run: PageRun = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      tbtMs: numeric('total-blocking-time'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      jsBeforePaintGzip: scripts.total,
      jsBeforePaintFiles: scripts.files,
      editorChunkLoaded: (requested ?? []).some((item) => EDITOR_CHUNK.test(item.url)),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failedAudits: failedAudits(lhr),
    };
    return { run, lhr };
  } finally {
    chrome.kill();
  }
}
