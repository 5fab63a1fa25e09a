import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstProblemId, registerLearner, startBuiltServer } from '../server';
const root = path.resolve(import.meta.dirname, '../../../..');
const server = await startBuiltServer(root);
try {
  const cookie = await registerLearner(server.baseUrl);
  const id = await firstProblemId(server.baseUrl, cookie);
  for (const p of (process.argv[2] ?? '/problems').split(',')) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const result = await lighthouse(server.baseUrl + p.replace('ID', id), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: p === '/' ? {} : { cookie } });
    const name = p.replace(/\W+/g, '_');
    writeFileSync(`/tmp/trace${name}.json`, JSON.stringify((result?.artifacts as any).Trace ?? (result?.artifacts as any).traces?.defaultPass));
    console.log(p, 'TBT', result?.lhr.audits['total-blocking-time']?.numericValue, 'bench', result?.lhr.environment.benchmarkIndex);
    chrome.kill();
  }
} finally {
  await server.stop();
}
