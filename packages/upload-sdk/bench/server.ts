/**
 * The benchmark's server process: the platform server as the SDK's tests run it
 * (`startPlatformServer`: `buildApp` with an embedded database and local storage in a
 * temporary directory), behind a `node:http` listener that answers the baselines'
 * `PUT /bench/raw/:name` and `PUT /bench/raw-hashed/:name` itself and hands every other
 * request to the app (`app.routing`). The product server gets no route of the benchmark's. Prints `{ url, storageDir }` as one JSON line when ready and stops
 * when its standard input closes or on SIGTERM.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPlatformServer } from '../test/platform-server';
import { rawUpload, receiveRaw } from './raw-route';

export interface BenchServerInfo {
  url: string;
  storageDir: string;
}

const platform = await startPlatformServer({ listen: false });
const storageDir = platform.storage.dir;
const server = createServer((request, response) => {
  const upload = rawUpload(request);
  if (upload === undefined) platform.app.routing(request, response);
  else void receiveRaw(request, response, storageDir, upload);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const info: BenchServerInfo = { url: `http://127.0.0.1:${port}`, storageDir };
process.stdout.write(`${JSON.stringify(info)}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  server.close();
  await platform.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
