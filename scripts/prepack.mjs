#!/usr/bin/env node
// `prepack` of the publishable packages: `pnpm pack` (and `pnpm publish`) of a package whose
// dist/ is missing, or was built before its latest source change, builds it first, so that a
// tarball never goes out without dist/ or with stale code. pnpm runs it in the package's folder.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const cwd = process.cwd();
const { name } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));

/** The newest modification time of the files under `dir` (0 when there are none). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest(join(cwd, 'src')), statSync(join(cwd, 'package.json')).mtimeMs);
const built = newest(join(cwd, 'dist'));
if (built < sources) {
  console.error(
    `${name}: dist/ is ${built === 0 ? 'missing' : 'older than the sources'}; building it before packing.`,
  );
  execFileSync('pnpm', ['run', 'build'], { cwd, stdio: 'inherit' });
}
