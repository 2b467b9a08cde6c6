#!/usr/bin/env node
// Reads the logs of scripts/verify.sh and prints how long each phase took and how many tests
// each ran, with a closing "N passed, N failed" line over all of them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.verify';
const read = (name) => {
  const path = join(dir, `${name}.log`);
  return existsSync(path) ? readFileSync(path, 'utf8').replace(/\u001b\[[0-9;]*m/g, '') : '';
};

/** Vitest's "Tests  1 failed | 322 passed | 2 skipped (325)" lines, by the turbo task before them. */
function vitestCounts(text, fallbackName) {
  const rows = [];
  for (const line of text.split('\n')) {
    const match = /^(?:(\S+?):\S+: )?\s*Tests\s+(.*)\((\d+)\)\s*$/.exec(line);
    if (!match) continue;
    const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(match[2])?.[1] ?? 0);
    rows.push({
      name: match[1] ?? fallbackName,
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
    });
  }
  return rows;
}

function storyCounts(text) {
  const match = /^(\d+) passed, (\d+) failed$/m.exec(text);
  return match
    ? [{ name: 'stories', passed: Number(match[1]), failed: Number(match[2]), skipped: 0 }]
    : [];
}

const groups = [
  ['package install test', vitestCounts(read('static'), 'install')],
  ['unit and component', vitestCounts(read('unit'), 'unit')],
  ['server on PGlite', vitestCounts(read('server-pglite'), '@org/server')],
  ['stories in Chromium', storyCounts(read('stories'))],
  ['end-to-end', vitestCounts(read('e2e'), '@org/e2e')],
  ['server on PostgreSQL', vitestCounts(read('server-postgres'), '@org/server')],
];

const times = existsSync(join(dir, 'times'))
  ? readFileSync(join(dir, 'times'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '))
  : [];
console.log(
  '\n::: phases (seconds; the server on PGlite runs beside the unit tests, on PostgreSQL beside the end-to-end tests)',
);
for (const [name, seconds] of times) console.log(`${seconds.padStart(6)}  ${name}`);

console.log('\n::: tests run');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [group, rows] of groups) {
  for (const row of rows) {
    passed += row.passed;
    failed += row.failed;
    skipped += row.skipped;
    const extra = `${row.failed ? `, ${row.failed} failed` : ''}${row.skipped ? `, ${row.skipped} skipped` : ''}`;
    console.log(`${String(row.passed).padStart(6)}  ${group}: ${row.name}${extra}`);
  }
}
console.log(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
