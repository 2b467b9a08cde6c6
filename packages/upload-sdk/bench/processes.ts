/**
 * The benchmark's child processes, each `node --import tsx` on a file of this directory (the
 * SDK and the server run from source): the server, started once, and one client per upload.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ClientJob, ClientResult } from './jobs';
import type { BenchServerInfo } from './server';

const here = import.meta.dirname;
const packageDir = dirname(here);

function start(file: string, args: string[], stdin: 'pipe' | 'ignore'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(here, file), ...args], {
    cwd: packageDir,
    stdio: [stdin, 'pipe', 'inherit'],
  });
}

/** The first line a child prints, or a rejection when it exits before printing one. */
function firstLine(child: ChildProcess, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('close', (code) => reject(new Error(`${what} exited with code ${code}`)));
    child.once('error', reject);
  });
}

export interface BenchServer extends BenchServerInfo {
  /** CPU time the server process has used so far (ms), where /proc tells; else undefined. */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/** User and system time of process `pid` from /proc (Linux counts in 1/100 s). */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

export async function startBenchServer(): Promise<BenchServer> {
  const child = start('server.ts', [], 'pipe');
  const info = JSON.parse(await firstLine(child, 'The benchmark server')) as BenchServerInfo;
  return {
    ...info,
    cpuMs: () => cpuMsOf(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end();
      }),
  };
}

/** Runs one upload in a client process of its own and answers what it printed. */
export async function runClient(job: ClientJob): Promise<ClientResult> {
  const child = start('client.ts', [JSON.stringify(job)], 'ignore');
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const line = await firstLine(child, `The ${job.method} client`);
  const code = await exited;
  if (code !== 0) throw new Error(`The ${job.method} client exited with code ${code}`);
  return JSON.parse(line) as ClientResult;
}
