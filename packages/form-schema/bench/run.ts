/**
 * `pnpm bench`: speed of the designer's operations on a 2000-widget definition, and the memory
 * a 50-entry undo history retains, next to a deep-copy history (how FormMaking keeps its
 * snapshots) measured in the same run. Prints numbers; fails on nothing.
 *
 * Run with `node --expose-gc --import tsx bench/run.ts [size]`.
 */
import {
  addWidget,
  cloneWidget,
  createHistory,
  createIdSource,
  createInitialModel,
  deleteWidget,
  exportDefinition,
  findWidget,
  importDefinition,
  mergeCellRight,
  moveWidget,
  recordHistory,
  redo,
  undo,
  updateWidgetOptions,
  validateDefinition,
  type FormDefinition,
  type GridWidget,
  type History,
  type ReportWidget,
} from '../src/index';
import { buildDefinition, fieldKeys } from './sample';

const size = Number(process.argv[2] ?? 2000);
const ids = createIdSource();
const gc = (globalThis as { gc?: () => void }).gc;
const FRAME_MS = 16;

interface Timing {
  name: string;
  /** Runs while the designer is used (must fit in a frame), as opposed to once when loading. */
  interactive: boolean;
  meanMs: number;
  p95Ms: number;
  opsPerSecond: number;
}

function measure(
  name: string,
  run: (i: number) => unknown,
  iterations = 300,
  interactive = true,
): Timing {
  for (let i = 0; i < 20; i++) run(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const total = samples.reduce((sum, ms) => sum + ms, 0);
  const meanMs = total / samples.length;
  return {
    name,
    interactive,
    meanMs,
    p95Ms: samples[Math.floor(samples.length * 0.95)] ?? meanMs,
    opsPerSecond: 1000 / meanMs,
  };
}

function heapUsed(): number {
  if (!gc) throw new Error('Run with --expose-gc to measure memory');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const definition = buildDefinition(size, ids);
const keys = fieldKeys(definition);
const middle = keys[Math.floor(keys.length / 2)]!;
const grids = definition.list.filter((w): w is GridWidget => w.type === 'grid');
const lastColumn = grids[grids.length - 1]!.columns[1]!.key;
const firstReport = definition.list.find((w): w is ReportWidget => w.type === 'report')!;
const firstCell = firstReport.rows[0]!.columns[0]!.key;
const widgetCount = (() => {
  let n = 0;
  JSON.stringify(definition, (key, value) => {
    if (value && typeof value === 'object' && typeof value.type === 'string' && 'key' in value) n++;
    return value;
  });
  return n;
})();

let history: History = createHistory(definition, null);
for (let i = 0; i < 49; i++) {
  const key = keys[(i * 37) % keys.length]!;
  history = recordHistory(
    history,
    updateWidgetOptions(history.entries[history.index]!.data, key, { required: i % 2 === 0 }),
    key,
  );
}
const exported = exportDefinition(definition);

const timings: Timing[] = [
  measure('insert (after a nested selection)', () =>
    addWidget(definition, 'input', { selected: middle, ids }),
  ),
  measure('clone (a grid with its fields)', (i) =>
    cloneWidget(definition, grids[i % grids.length]!.key, { ids }),
  ),
  measure('move (root field into a grid column)', (i) =>
    moveWidget(definition, definition.list[(i % 2) * 5]!.key, { parent: lastColumn }, 0),
  ),
  measure('delete (a nested field)', (i) => deleteWidget(definition, keys[i % keys.length]!)),
  measure('change an option (rules rebuilt)', (i) =>
    updateWidgetOptions(definition, keys[i % keys.length]!, { required: i % 2 === 0 }),
  ),
  measure('merge report cells', () => mergeCellRight(definition, firstCell)),
  measure('record a history entry', (i) =>
    recordHistory(history, definition, keys[i % keys.length]!),
  ),
  measure('undo + redo (50-entry history)', () => redo(undo(history))),
  measure('find a widget by key', (i) => findWidget(definition, keys[i % keys.length]!)),
  measure('initial data model (on load)', () => createInitialModel(definition), 100, false),
  measure('validate the definition (on load)', () => validateDefinition(definition), 50, false),
  measure('import JSON text (on load)', () => importDefinition(exported), 30, false),
];

// Memory: one definition, then a 50-entry history of option edits on top of it, then the same
// 50 states kept as deep copies. The holder keeps exactly one of them alive at each reading.
function historyOf(start: FormDefinition): History {
  const fields = fieldKeys(start);
  let h = createHistory(start, null);
  for (let i = 0; i < 49; i++) {
    const key = fields[(i * 37) % fields.length]!;
    h = recordHistory(
      h,
      updateWidgetOptions(h.entries[h.index]!.data, key, { required: true }),
      key,
    );
  }
  return h;
}
const base = heapUsed();
const holder: { value: unknown } = { value: buildDefinition(size, createIdSource()) };
const oneDefinition = heapUsed() - base;
holder.value = historyOf(holder.value as FormDefinition);
const sharedHistory = heapUsed() - base;
holder.value = (holder.value as History).entries.map(
  (entry) => JSON.parse(JSON.stringify(entry.data)) as FormDefinition,
);
const copiedHistory = heapUsed() - base;
holder.value = null;

const rows = timings.map((t) => ({
  operation: t.name,
  'mean ms': t.meanMs.toFixed(3),
  'p95 ms': t.p95Ms.toFixed(3),
  'ops/s': Math.round(t.opsPerSecond).toLocaleString('en-US'),
  'within a frame': t.interactive ? (t.p95Ms < FRAME_MS ? 'yes' : 'NO') : '-',
}));

console.log(
  `\n@org/form-schema on a definition of ${widgetCount} widgets (Node ${process.version})\n`,
);
console.table(rows);
console.log('\nRetained memory of undo history (50 entries of option edits):');
console.table([
  { history: 'one definition', retained: mb(oneDefinition), 'x definition': '1.00' },
  {
    history: '50 entries, structural sharing (ours)',
    retained: mb(sharedHistory),
    'x definition': (sharedHistory / oneDefinition).toFixed(2),
  },
  {
    history: '50 entries, deep copies (FormMaking style)',
    retained: mb(copiedHistory),
    'x definition': (copiedHistory / oneDefinition).toFixed(2),
  },
]);
console.log(
  'Targets: every editing operation under 16 ms at 2000 widgets; 50 entries at most 2x one definition.',
);
