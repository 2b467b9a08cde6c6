#!/usr/bin/env node
/* global window, document, requestAnimationFrame -- the functions given to page.evaluate run in the page */
// `pnpm bench` (run with tsx, which lets it import the shared Chromium settings): opens the
// designer on a 2000-widget form in headless Chromium and times select, add, move, property
// edit and undo, each split into the reducer, the store update (reducer and every
// subscription's selector) and the React render and commit; counts the canvas items each
// action re-renders; and compares the heap taken by 50 undo-history entries with the heap of
// one definition. Prints numbers against the targets; asserts nothing.
//
// Pages are built with Vite (production mode) into a temporary folder and served from a local
// port. The build adds a render counter to CanvasItem (bench only).
import react from '@vitejs/plugin-react';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../../../.storybook/chromium.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const WIDGETS = Number(process.env.BENCH_WIDGETS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const ACTIONS = ['select', 'add', 'move', 'property edit', 'undo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Adds `globalThis.__benchCount?.()` at the top of CanvasItem's render function. */
function countCanvasItems() {
  return {
    name: 'bench-count-canvas-items',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/canvas/CanvasItem.tsx')) return null;
      const pattern = /(function CanvasItem\([^)]*\)[^{]*\{)/;
      if (!pattern.test(code)) throw new Error('CanvasItem render function not found');
      return code.replace(pattern, '$1\n  globalThis.__benchCount?.();');
    },
  };
}

async function buildPages(outDir) {
  await build({
    root: here,
    logLevel: 'warn',
    mode: 'production',
    plugins: [countCanvasItems(), react()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100000,
      rollupOptions: {
        input: { designer: join(here, 'designer.html'), memory: join(here, 'memory.html') },
      },
    },
  });
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    try {
      const body = await readFile(join(dir, path));
      response.writeHead(200, {
        'Content-Type': types[extname(path)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const settle = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 30))));

async function measureActions(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${base}/designer.html`);
  await page.waitForFunction(() => typeof window.bench === 'object');
  const open = await page.evaluate((count) => window.bench.open(count), WIDGETS);
  await settle(page);
  const canvasItems = await page.evaluate(
    () => document.querySelectorAll('[data-widget-key]').length,
  );
  const results = {};
  for (const name of ACTIONS) {
    await page.evaluate((action) => window.bench.run(action, 999), name); // warm-up
    await settle(page);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await page.evaluate(([action, n]) => window.bench.run(action, n), [name, run]));
      await settle(page);
    }
    results[name] = runs;
    process.stdout.write(`  ${name}\n`);
  }
  await page.close();
  return { open, canvasItems, results };
}

async function measureMemory(browser, base) {
  const page = await browser.newPage();
  await page.goto(`${base}/memory.html`);
  await page.waitForFunction(() => typeof window.memoryBench === 'function');
  const result = await page.evaluate(() => window.memoryBench());
  await page.close();
  return result;
}

function report({ open, canvasItems, results }, memory) {
  const rows = [
    ['action', 'reducer', 'store update', 'React commit', 'update + commit', 'items re-rendered'],
  ];
  for (const name of ACTIONS) {
    const runs = results[name];
    const pick = (field) => median(runs.map((run) => run[field]));
    const total = median(runs.map((run) => run.store + run.commit));
    const counts = runs.map((run) => run.items);
    rows.push([
      name,
      ms(pick('reducer')),
      ms(pick('store')),
      ms(pick('commit')),
      ms(total),
      `${median(counts)} (max ${Math.max(...counts)})`,
    ]);
  }
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  console.log('');
  console.log(
    `Designer opened on ${WIDGETS} widgets (${canvasItems} canvas items) in ${ms(open.ms)}; medians of ${RUNS} runs:`,
  );
  console.log('');
  for (const row of rows)
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
  console.log('');
  console.log(
    `History: ${memory.entries} entries take ${mb(memory.history)} beyond the definition's ${mb(memory.definition)} ` +
      `(${(memory.history / memory.definition).toFixed(2)}× one definition).`,
  );
  console.log('');
  console.log(
    'Targets: store update < 16 ms, update + commit < 50 ms, ≤ 3 canvas items re-rendered per action,',
  );
  console.log('50 history entries ≤ 2× one definition.');
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'form-designer-bench-'));
  try {
    process.stdout.write('Building bench pages…\n');
    await buildPages(join(work, 'pages'));
    const server = await serve(join(work, 'pages'));
    const browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: [...chromiumArgs, '--js-flags=--expose-gc', '--enable-precise-memory-info'],
      headless: true,
    });
    try {
      process.stdout.write('Measuring in Chromium…\n');
      const { port } = server.address();
      const base = `http://127.0.0.1:${port}`;
      const actions = await measureActions(browser, base);
      const memory = await measureMemory(browser, base);
      report(actions, memory);
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
