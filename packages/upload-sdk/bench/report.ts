/**
 * The benchmark's output: a throughput table and a client-memory table per size and upload
 * method, with PASS or FAIL next to the numbers a target judges, then all targets together.
 */
import { MiB } from './generated-data';
import type { UploadMethod } from './jobs';

export interface CaseSummary {
  size: number;
  method: UploadMethod;
  /** MiB/s of each run, in the order they ran, and their median. */
  runs: number[];
  mibPerSecond: number;
  /** Medians of the CPU time of the client and of the server per run (ms). */
  clientCpuMs: number;
  serverCpuMs: number | undefined;
  /** The highest of the runs (bytes)… */
  peakAboveBaseline: number;
  peakRss: number;
  peakHeapUsed: number;
  peakExternal: number;
  peakArrayBuffers: number;
  /** …and the median of the runs' peak RSS above the baseline (bytes). */
  medianPeakAboveBaseline: number;
  verified: string;
}

export interface Target {
  name: string;
  value: string;
  pass: boolean;
}

export const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export const sizeName = (bytes: number) =>
  bytes >= 1024 * MiB ? `${bytes / (1024 * MiB)} GiB` : `${bytes / MiB} MiB`;

const METHOD_NAMES: Record<UploadMethod, string> = {
  raw: 'raw PUT',
  'raw-hashed': 'raw PUT, hashed',
  'sdk-fetch': 'SDK, fetch',
  'sdk-node': 'SDK, Node default',
  'sdk-file': 'SDK, file, Node default',
};

export const methodName = (method: UploadMethod) => METHOD_NAMES[method];

const mib = (bytes: number) => (bytes / MiB).toFixed(1);
const seconds = (ms: number | undefined) => (ms === undefined ? 'n/a' : (ms / 1000).toFixed(2));
const judged = (target: Target | undefined) =>
  target ? `${target.value} ${verdict(target.pass)}` : '';

/** Columns padded to their widest cell; the first `left` columns left-aligned, others right. */
function table(header: string[], rows: string[][], left: number): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column < left ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .map((row) => `  ${row}`)
    .join('\n');
}

/** Targets judged per row, keyed `<size> <method>`. */
export type RowTargets = Map<string, Target>;
export const rowKey = (size: number, method: UploadMethod) => `${size} ${method}`;

/**
 * Throughput per row; `ratios` are the judged SDK / raw PUT ratios, `hashedRatios` the SDK /
 * hashed PUT ratios (shown, not judged: how close the SDK comes to a single stream that does
 * the protocol's hashing).
 */
export function throughputTable(
  cases: readonly CaseSummary[],
  ratios: RowTargets,
  hashedRatios: ReadonlyMap<string, number>,
): string {
  return table(
    [
      'size',
      'upload',
      'runs MiB/s',
      'median MiB/s',
      'SDK/raw',
      'SDK/hashed',
      'client CPU s',
      'server CPU s',
      'verified',
    ],
    cases.map((row) => [
      sizeName(row.size),
      methodName(row.method),
      row.runs.map((run) => run.toFixed(0)).join(' / '),
      row.mibPerSecond.toFixed(1),
      judged(ratios.get(rowKey(row.size, row.method))),
      hashedRatios.get(rowKey(row.size, row.method))?.toFixed(2) ?? '',
      seconds(row.clientCpuMs),
      seconds(row.serverCpuMs),
      row.verified,
    ]),
    2,
  );
}

export function memoryTable(cases: readonly CaseSummary[], limits: RowTargets): string {
  return table(
    [
      'size',
      'upload',
      'peak RSS - baseline',
      'median of rounds',
      'peak RSS',
      'heapUsed',
      'external',
      'arrayBuffers',
    ],
    cases.map((row) => [
      sizeName(row.size),
      methodName(row.method),
      judged(limits.get(rowKey(row.size, row.method))) || mib(row.peakAboveBaseline),
      mib(row.medianPeakAboveBaseline),
      mib(row.peakRss),
      mib(row.peakHeapUsed),
      mib(row.peakExternal),
      mib(row.peakArrayBuffers),
    ]),
    2,
  );
}

export function targetsTable(targets: readonly Target[]): string {
  return table(
    ['target', 'measured', 'result'],
    targets.map((target) => [target.name, target.value, verdict(target.pass)]),
    1,
  );
}
