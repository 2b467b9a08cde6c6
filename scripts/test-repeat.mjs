#!/usr/bin/env node
// The flake finder: runs one suite n times and reports every test that failed at least once,
// with how often and its first error.
//   pnpm test:repeat <suite> <n> [-- extra arguments for the runner, e.g. a test file]
// Suites: stories (the built Storybook, built once first), e2e, and every package by its short
// name: schema, renderer, designer, upload-sdk, http-client, api-contract, app-kit, server,
// admin, shell.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGES = {
  schema: '@org/form-schema',
  renderer: '@org/form-renderer',
  designer: '@org/form-designer',
  'upload-sdk': '@org/upload-sdk',
  'http-client': '@org/http-client',
  'api-contract': '@org/api-contract',
  'app-kit': '@org/app-kit',
  server: '@org/server',
  admin: '@org/admin',
  shell: '@org/shell',
  e2e: '@org/e2e',
};

const [suite, times = '3', ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
const runs = Number(times);
if (!suite || !(suite === 'stories' || suite in PACKAGES) || !Number.isInteger(runs) || runs < 1) {
  console.error(`Usage: pnpm test:repeat <suite> <n> [-- runner arguments]
Suites: stories, ${Object.keys(PACKAGES).join(', ')}`);
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'test-repeat-'));
const run = (command, args) =>
  spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], shell: false }).status;

/** One run's outcome per test: full name → error text ('' when it passed). */
function outcomes(file) {
  const result = new Map();
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (Array.isArray(report)) {
    for (const story of report)
      result.set(`${story.file} › ${story.name}`, story.ok ? '' : story.errors.join('\n'));
    return result;
  }
  for (const fileResult of report.testResults ?? []) {
    const tests = fileResult.assertionResults ?? [];
    if (tests.length === 0 && fileResult.status === 'failed') {
      result.set(`${fileResult.name} (the file itself)`, fileResult.message ?? 'failed');
    }
    for (const test of tests) {
      if (test.status === 'skipped' || test.status === 'pending') continue;
      result.set(
        `${fileResult.name} › ${test.fullName}`,
        test.status === 'passed' ? '' : (test.failureMessages ?? []).join('\n') || test.status,
      );
    }
  }
  return result;
}

if (suite === 'stories' && run('pnpm', ['run', 'build-storybook']) !== 0) process.exit(1);

const failures = new Map();
let executed = 0;
for (let index = 1; index <= runs; index += 1) {
  const file = join(dir, `run-${index}.json`);
  console.log(`\n::: ${suite}: run ${index} of ${runs}`);
  if (suite === 'stories') {
    run('node', ['--import', 'tsx', 'scripts/stories/run.ts', '--json', file, ...rest]);
  } else {
    run('pnpm', [
      '--filter',
      PACKAGES[suite],
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...rest,
    ]);
  }
  const results = outcomes(file);
  if (!results) {
    failures.set(`run ${index}: no results were written`, {
      count: 1,
      error: 'the runner ended before reporting',
    });
    continue;
  }
  executed += results.size;
  for (const [name, error] of results) {
    if (!error) continue;
    const known = failures.get(name) ?? { count: 0, error };
    known.count += 1;
    failures.set(name, known);
  }
}
rmSync(dir, { recursive: true, force: true });

console.log(
  `\n::: ${suite}: ${runs} runs, ${executed} test runs, ${failures.size} test(s) failed at least once`,
);
for (const [name, { count, error }] of failures) {
  console.log(
    `\n✗ ${name}: failed ${count} of ${runs}\n    ${error.split('\n').slice(0, 12).join('\n    ')}`,
  );
}
process.exitCode = failures.size > 0 ? 1 : 0;
