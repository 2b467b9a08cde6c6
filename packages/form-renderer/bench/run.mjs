#!/usr/bin/env node
/* global window -- the functions given to page.evaluate run in the page */
// `pnpm bench` (run with tsx, which lets it import the shared Chromium settings): measures
// @org/form-renderer against @rjsf/mui (the same UI kit), @rjsf/core (plain HTML inputs),
// @formily/react and react-hook-form with `Controller` (plain inputs) on forms of 100, 500 and
// 2000 text inputs in headless Chromium, and the gzip size of the renderer's core entry next to
// the rjsf ones; then a keystroke that runs an onChange script (trusted and sandboxed) on the
// largest form. Prints numbers and ratios; asserts nothing.
//
// Pages are built with Vite (production mode) into a temporary folder and served from a local
// port. Each cold mount runs in a fresh page; keystrokes are typed into the 2000-field form.
import react from '@vitejs/plugin-react';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../../../.storybook/chromium.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const SIZES = (process.env.BENCH_SIZES ?? '100,500,2000').split(',').map(Number);
/** Page name and column title of each library; the renderer comes first. */
const LIBRARIES = [
  ['renderer', '@org/form-renderer'],
  ['rjsf', '@rjsf/mui'],
  ['rjsf-core', '@rjsf/core'],
  ['formily', '@formily/react'],
  ['rhf', 'react-hook-form'],
].filter(
  ([name], index) =>
    index === 0 || !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(name),
);
const NAMES = LIBRARIES.map(([name]) => name);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 15);
const EXTERNAL = [/^react($|\/)/, /^react-dom($|\/)/, /^@mui\//, /^@emotion\//];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');

async function buildPages(outDir) {
  await build({
    root: here,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100000,
      rollupOptions: {
        input: Object.fromEntries(
          [...NAMES, 'renderer-scripts'].map((name) => [name, join(here, `${name}.html`)]),
        ),
      },
    },
  });
}

/** Minified size of an entry with React, MUI and emotion left out; lazy chunks not counted. */
async function entrySize(outDir, entry) {
  const result = await build({
    root: here,
    logLevel: 'silent',
    mode: 'production',
    configFile: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      outDir: join(outDir, 'dist'),
      emptyOutDir: true,
      minify: true,
      reportCompressedSize: false,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: (id) => EXTERNAL.some((pattern) => pattern.test(id)) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
  const chunks = new Map(
    outputs.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  // The entry and every chunk it imports statically: what loads before the first render.
  const eager = new Set();
  const visit = (chunk) => {
    if (!chunk || eager.has(chunk)) return;
    eager.add(chunk);
    for (const name of chunk.imports) visit(chunks.get(name));
  };
  visit([...chunks.values()].find((chunk) => chunk.isEntry));
  const code = [...eager].map((chunk) => chunk.code).join('\n');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    try {
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path));
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

async function openBench(browser, base, library) {
  const page = await browser.newPage();
  await page.goto(`${base}/${library}.html`);
  await page.waitForFunction(() => typeof window.bench === 'object');
  return page;
}

/**
 * Cold mounts interleave the libraries (one fresh page each, run after run), so a change of
 * machine load during the run affects all of them alike; medians are reported, of each mark
 * (commit, commit + layout, up to the next task) on its own.
 */
async function measure(browser, base) {
  const results = Object.fromEntries(
    NAMES.map((library) => [library, { mount: {}, keystroke: 0, renders: [] }]),
  );
  for (const size of SIZES) {
    const runs = Object.fromEntries(NAMES.map((library) => [library, []]));
    for (let run = 0; run < COLD_RUNS; run++) {
      for (const library of NAMES) {
        const page = await openBench(browser, base, library);
        runs[library].push(await page.evaluate((count) => window.bench.mount(count), size));
        await page.close();
      }
    }
    for (const library of NAMES) {
      const marks = runs[library];
      results[library].mount[size] = {
        commit: median(marks.map((mark) => mark.commit)),
        layout: median(marks.map((mark) => mark.layout)),
        total: median(marks.map((mark) => mark.total)),
      };
    }
    process.stdout.write(`  mounted ${size} fields\n`);
  }
  const size = SIZES[SIZES.length - 1];
  for (const library of NAMES) {
    const page = await openBench(browser, base, library);
    await page.evaluate((count) => window.bench.mount(count), size);
    const times = [];
    const renders = [];
    const middle = Math.floor(size / 2);
    await page.evaluate((index) => window.bench.keystroke(index), middle - 1); // warm-up
    for (let key = 0; key < KEYSTROKES; key++) {
      const index = (middle + key) % size;
      const result = await page.evaluate((at) => window.bench.keystroke(at), index);
      times.push(result.ms);
      renders.push(result.renders);
    }
    results[library].keystroke = median(times);
    results[library].renders = renders;
    await page.close();
  }
  process.stdout.write(`  typed in the ${size}-field forms\n`);
  return results;
}

/**
 * Event scripts at the largest size: every field's onChange script copies the typed value into
 * the first field with `setData`, with the page's privileges and in the sandbox (QuickJS).
 */
async function measureScripts(browser, base) {
  const size = SIZES[SIZES.length - 1];
  const results = {};
  for (const mode of ['trusted', 'sandbox']) {
    const page = await browser.newPage();
    await page.goto(`${base}/renderer-scripts.html?scripts=${mode}`);
    await page.waitForFunction(() => typeof window.scriptBench === 'object');
    await page.evaluate((count) => window.bench.mount(count), size);
    await page.evaluate(() => window.scriptBench.ready());
    const middle = Math.floor(size / 2);
    await page.evaluate((index) => window.scriptBench.scriptKeystroke(index), middle - 1);
    const times = [];
    for (let key = 0; key < KEYSTROKES; key++) {
      const result = await page.evaluate(
        (at) => window.scriptBench.scriptKeystroke(at),
        (middle + key) % size,
      );
      times.push(result.ms);
    }
    results[mode] = { p50: median(times), max: Math.max(...times) };
    await page.close();
  }
  process.stdout.write(`  typed with an onChange script on each of ${size} fields\n`);
  return { size, results };
}

function reportScripts({ size, results }) {
  console.log('');
  console.log(
    `Keystroke → onChange script → setData → layout, ${size} fields, each with the script:`,
  );
  for (const mode of ['trusted', 'sandbox']) {
    const { p50, max } = results[mode];
    console.log(`  scripts ${mode.padEnd(8)} p50 ${ms(p50)} (max ${ms(max)})`);
  }
  console.log(
    `  sandbox vs trusted: ${ratio(results.sandbox.p50, results.trusted.p50)}; goal: sandbox p50 ≤ 16 ms.`,
  );
}

function report(results, sizes) {
  const others = NAMES.slice(1);
  const header = [
    '',
    ...LIBRARIES.map(([, title]) => title),
    ...others.map((name) => `vs ${LIBRARIES.find(([page]) => page === name)[1]}`),
  ];
  const rows = [header];
  const row = (label, read, format) => {
    const values = NAMES.map((name) => read(name));
    rows.push([
      label,
      ...values.map((value) => (value === undefined ? '' : format(value))),
      ...values
        .slice(1)
        .map((value) =>
          value === undefined || values[0] === undefined ? '' : ratio(values[0], value),
        ),
    ]);
  };
  const last = SIZES[SIZES.length - 1];
  for (const size of SIZES) {
    row(`commit + layout, ${size} fields`, (name) => results[name].mount[size].layout, ms);
  }
  row(`commit, ${last} fields`, (name) => results[name].mount[last].commit, ms);
  row(`mount to next task, ${last} fields`, (name) => results[name].mount[last].total, ms);
  row(`keystroke, ${last} fields`, (name) => results[name].keystroke, ms);
  const perKey = (list) => `${median(list)} (max ${Math.max(...list)})`;
  rows.push(['field renders per keystroke', ...NAMES.map((name) => perKey(results[name].renders))]);
  row('core entry, gzip', (name) => sizes[name]?.gzip, kb);
  row('core entry, minified', (name) => sizes[name]?.raw, kb);
  const widths = header.map((_, column) =>
    Math.max(...rows.map((cells) => String(cells[column] ?? '').length)),
  );
  console.log('');
  for (const cells of rows)
    console.log(cells.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join('  '));
  console.log('');
  console.log(
    `Goals at ${last} fields: commit + layout ≤ 1.00× @rjsf/core (plain inputs) with the MUI look;`,
  );
  console.log(
    'keystroke ≤ 1.00× react-hook-form with Controller, 1 field render per keystroke; core entry ≤ 30 KB gzip.',
  );
  console.log(
    `Medians of ${COLD_RUNS} cold mounts and ${KEYSTROKES} keystrokes. Sizes leave out react, react-dom, MUI and emotion, and lazily loaded chunks.`,
  );
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'form-renderer-bench-'));
  try {
    process.stdout.write('Building bench pages…\n');
    await buildPages(join(work, 'pages'));
    process.stdout.write('Measuring entry sizes…\n');
    const sizes = {
      renderer: await entrySize(join(work, 'size-renderer'), join(here, 'size/renderer-entry.ts')),
      rjsf: await entrySize(join(work, 'size-rjsf'), join(here, 'size/rjsf-entry.ts')),
      'rjsf-core': await entrySize(
        join(work, 'size-rjsf-core'),
        join(here, 'size/rjsf-core-entry.ts'),
      ),
    };
    const server = await serve(join(work, 'pages'));
    const browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      headless: true,
    });
    try {
      process.stdout.write('Measuring in Chromium…\n');
      const { port } = server.address();
      const base = `http://127.0.0.1:${port}`;
      const results = await measure(browser, base);
      const scripts = await measureScripts(browser, base);
      report(results, sizes);
      reportScripts(scripts);
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
