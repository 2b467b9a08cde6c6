#!/usr/bin/env node
// Packs the package in the current directory exactly as it would be published and checks the
// tarball: publint (strict), Are The Types Wrong, and that nothing of the workspace leaks into
// the published manifest (source entry points, workspace: ranges).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const cwd = process.cwd();
const outDir = resolve(cwd, '.pack');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    ...options,
  });

run('pnpm', ['pack', '--pack-destination', outDir]);
const tarball = readdirSync(outDir).find((name) => name.endsWith('.tgz'));
if (!tarball) throw new Error('pnpm pack produced no tarball');
const tarPath = join(outDir, tarball);

const manifest = JSON.parse(run('tar', ['-xzOf', tarPath, 'package/package.json']));
const problems = [];
const text = JSON.stringify(manifest);
if (text.includes('workspace:')) problems.push('the packed manifest still has a workspace: range');
if (/"\.\/src\//.test(JSON.stringify(manifest.exports ?? {}))) {
  problems.push('the packed exports point at ./src instead of ./dist');
}
const files = run('tar', ['-tzf', tarPath]).split('\n').filter(Boolean);
if (!files.some((f) => f.startsWith('package/dist/')))
  problems.push('the tarball has no dist/ folder');
if (files.some((f) => /\.test\.|\.stories\./.test(f)))
  problems.push('the tarball contains tests or stories');
if (problems.length) {
  console.error(`${manifest.name}: ${problems.join('; ')}`);
  process.exit(1);
}

const stdio = ['ignore', 'inherit', 'inherit'];
execFileSync('publint', ['run', tarPath, '--strict'], { cwd, stdio });
execFileSync('attw', [tarPath, '--format', 'table-flipped'], { cwd, stdio });
console.log(
  `${manifest.name}@${manifest.version}: ${files.length} files packed, publint and attw clean`,
);
