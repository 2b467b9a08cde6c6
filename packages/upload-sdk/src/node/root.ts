/**
 * The package's main entry as Node loads it (the `node` condition of its exports): the same
 * API with Node's own defaults. Requests go through `nodeTransport` instead of `fetch` (which
 * streams every block through short-lived buffers that the garbage collector has to chase;
 * Node's HTTP client costs less CPU and memory per block and reports upload progress as the
 * bytes leave), and hashes are computed by `nodeHasher` (native crypto) instead of script.
 * Nothing is made before the first request or digest.
 */
import type { Transport } from '../transport';
import { setRuntimeTransport } from '../transport';
import { setRuntimeHasher } from '../worker-hasher';
import { nodeHasher } from './node-hasher';
import { nodeTransport } from './http-transport';

let transport: Transport | undefined;
setRuntimeTransport((request) => (transport ??= nodeTransport())(request));
setRuntimeHasher(nodeHasher);

export * from '../index';
