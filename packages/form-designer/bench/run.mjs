#!/usr/bin/env node
/* global window, document, requestAnimationFrame -- the functions given to page.evaluate run in the page */
// `pnpm bench` (run with tsx, which lets it import the shared Chromium settings): opens the
// designer on a 2000-widget form in headless Chromium and times select, add, move, property
// edit and undo, each split into the reducer, the store update (reducer and every
// subscription's selector) and the React render and commit; counts the canvas items each
// action re-renders; and compares the heap taken by 50 undo-history entries with the heap of
// one definition. Then, as a user meets it, `<FormDesigner>` on a form of 2000 inputs under
// Chromium's own input: load (definition handed over → paint), select (pointer-down on a field
// → the frame whose property panel shows it) and edit (key-down in the label input → the frame
// whose canvas shows the new label). Last, the designer's first-load JavaScript in a
// code-split build: the gzip size of the entry and the chunks it imports statically. Prints
// numbers against the targets; asserts nothing. BENCH_PARTS=input,size runs only those parts
// (of store — with memory —, input and size).
//
// Pages are built with Vite (production mode) into a temporary folder and served from a local
// port. The build adds a render counter to CanvasItem (bench only).
import react from '@vitejs/plugin-react';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
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
const INPUT_RUNS = Number(process.env.BENCH_INPUT_RUNS ?? 9);
const ACTIONS = ['select', 'add', 'move', 'property edit', 'undo'];
const PARTS = new Set((process.env.BENCH_PARTS ?? 'store,input,size').split(','));

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
      manifest: true,
      rollupOptions: {
        input: {
          designer: join(here, 'designer.html'),
          memory: join(here, 'memory.html'),
          input: join(here, 'input.html'),
          'first-load': join(here, 'first-load.html'),
        },
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

/**
 * `<FormDesigner>` under trusted input: each select clicks a field near the middle of the
 * form (scrolled into view first), each edit types one character at the end of the selected
 * field's label.
 */
async function measureInput(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${base}/input.html`);
  await page.waitForFunction(() => typeof window.inputBench === 'object');
  const load = await page.evaluate((count) => window.inputBench.load(count), WIDGETS);
  await settle(page);
  const select = [];
  const edit = [];
  for (let run = -1; run < INPUT_RUNS; run++) {
    const index = Math.floor(WIDGETS / 2) + run * 7;
    const key = await page.evaluate((i) => window.inputBench.keyAt(i), index);
    const label = page.locator(`[data-widget-key="${key}"] .fd-label`);
    await label.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await settle(page);
    const box = await label.boundingBox();
    await page.evaluate((k) => window.inputBench.armSelect(k), key);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const selectMs = await page.evaluate(() => window.inputBench.result());
    await settle(page);
    const name = `Field ${index + 1}`;
    await page.evaluate((value) => {
      const field = [...document.querySelectorAll('aside input')].find(
        (element) => element.value === value,
      );
      field.focus();
      field.setSelectionRange(value.length, value.length);
    }, name);
    await settle(page);
    await page.evaluate(([k, l]) => window.inputBench.armEdit(k, l), [key, `${name}x`]);
    await page.keyboard.press('x');
    const editMs = await page.evaluate(() => window.inputBench.result());
    await settle(page);
    if (run >= 0) {
      select.push(selectMs);
      edit.push(editMs);
    }
  }
  await page.close();
  return { load, select, edit };
}

/** Gzip bytes of the first-load page's entry chunk and every chunk it imports statically. */
async function firstLoadSize(outDir) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((name) => name.endsWith('first-load.html'));
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of manifest[name].imports ?? []) visit(imported);
  };
  visit(entry);
  let firstLoad = 0;
  for (const name of seen)
    firstLoad += gzipSync(await readFile(join(outDir, manifest[name].file))).length;
  const lazy = new Set();
  const visitLazy = (name) => {
    for (const imported of [
      ...(manifest[name].imports ?? []),
      ...(manifest[name].dynamicImports ?? []),
    ]) {
      if (seen.has(imported) || lazy.has(imported)) continue;
      lazy.add(imported);
      visitLazy(imported);
    }
  };
  for (const name of seen) visitLazy(name);
  let later = 0;
  for (const name of lazy)
    later += gzipSync(await readFile(join(outDir, manifest[name].file))).length;
  return { firstLoad, later, chunks: seen.size, lazyChunks: lazy.size };
}

function reportInput({ load, select, edit }) {
  const spread = (values) =>
    `median ${ms(median(values))} (min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))})`;
  console.log('');
  console.log(
    `<FormDesigner> under trusted Chromium input, ${WIDGETS} inputs, ${select.length} runs:`,
  );
  console.log(
    `  load   (setDefinition → paint with the last field)      ${ms(load)}      target ≤ 500 ms`,
  );
  console.log(
    `  select (pointer-down → frame with the property panel)   ${spread(select)}   target ≤ 50 ms`,
  );
  console.log(
    `  edit   (key-down → frame with the new label on canvas)  ${spread(edit)}   target ≤ 30 ms`,
  );
}

function reportSize({ firstLoad, later, chunks, lazyChunks }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('');
  console.log(
    `First-load JavaScript of an app showing the designer (code-split build): ${kb(firstLoad)} gzip ` +
      `in ${chunks} chunks (target ≤ 350 KB); ${kb(later)} gzip more in ${lazyChunks} chunks loaded on demand.`,
  );
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
      if (PARTS.has('store')) {
        const actions = await measureActions(browser, base);
        const memory = await measureMemory(browser, base);
        report(actions, memory);
      }
      if (PARTS.has('input')) reportInput(await measureInput(browser, base));
      if (PARTS.has('size')) reportSize(await firstLoadSize(join(work, 'pages')));
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
