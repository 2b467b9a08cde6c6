/**
 * A fault-injecting HTTP proxy in front of the real server. Requests pass through unchanged
 * (the Host header too, so the server names the proxy as the upload host) unless a rule
 * matches; then the request is answered, delayed, cut off or garbled as the rule says. The
 * proxy counts what reached the server per protocol route, and keeps the usage-log lines.
 */
import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  Agent,
  createServer,
  request,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Route = 'query' | 'form' | 'mkblk' | 'bput' | 'mkfile' | 'log' | 'file' | 'other';

export interface Seen {
  route: Route;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** 1 for the first request of this route since the last reset, 2 for the next… */
  n: number;
}

export type Fault =
  /** Answer with this status (and body) without asking the server. */
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  /** Read this many bytes of the body, then drop the connection; the server sees nothing. */
  | { kind: 'drop-request'; afterBytes: number }
  /** Pass this many bytes of the body to the server, then drop both connections. */
  | { kind: 'cut'; afterBytes: number }
  /** Let the server answer, then drop the connection before the client gets the answer. */
  | { kind: 'drop-response' }
  /** Wait, then pass the request on. */
  | { kind: 'delay'; ms: number }
  /** Never answer. */
  | { kind: 'hang' }
  /** Let the server act, then answer 200 with a body that is not JSON. */
  | { kind: 'garble' }
  /** Answer 200 with a body that is not JSON without asking the server. */
  | { kind: 'malformed' }
  /** Pass the request on with one byte of its body changed (negative: from the end). */
  | { kind: 'corrupt'; at: number };

export interface Rule {
  route?: Route;
  when?: (seen: Seen) => boolean;
  fault: Fault;
  /** Requests this rule affects; default 1. */
  times?: number;
}

function routeOf(path: string): Route {
  const rest = path.replace(/^\/storage/, '').split('?')[0] ?? '';
  if (rest.startsWith('/v2/query') || rest.startsWith('/v4/query')) return 'query';
  if (rest.startsWith('/mkblk/')) return 'mkblk';
  if (rest.startsWith('/bput/')) return 'bput';
  if (rest.startsWith('/mkfile/')) return 'mkfile';
  if (rest.startsWith('/log/3')) return 'log';
  if (rest.startsWith('/file/')) return 'file';
  if (rest === '' || rest === '/') return 'form';
  return 'other';
}

const ROUTES: readonly Route[] = [
  'query',
  'form',
  'mkblk',
  'bput',
  'mkfile',
  'log',
  'file',
  'other',
];

function counts(): Record<Route, number> {
  return Object.fromEntries(ROUTES.map((route) => [route, 0])) as Record<Route, number>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of req) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

export class FaultProxy {
  /** Requests that reached the server, per route. */
  readonly forwarded = counts();
  /** Requests that reached the proxy, per route. */
  readonly received = counts();
  /** Usage-log lines that reached the server. */
  readonly logLines: string[] = [];
  /** Every request in order, with whether the server got it. */
  readonly seen: (Seen & { forwarded: boolean })[] = [];
  /** Requests being handled now per route, and the most there were at once since the last reset. */
  readonly active = counts();
  readonly maxActive = counts();
  private rules: (Rule & { left: number })[] = [];
  private readonly agent = new Agent({ keepAlive: true });
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  url = '';

  constructor(private readonly target: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Adds a rule; rules are tried in the order they were added. */
  add(rule: Rule): this {
    this.rules.push({ ...rule, left: rule.times ?? 1 });
    return this;
  }

  /** Forgets rules and counts. */
  reset(): void {
    this.rules = [];
    for (const route of ROUTES) {
      this.forwarded[route] = 0;
      this.received[route] = 0;
    }
    this.seen.length = 0;
    this.logLines.length = 0;
    for (const route of ROUTES) this.maxActive[route] = this.active[route];
  }

  /** Rules that have not been used up yet. */
  get pendingRules(): number {
    return this.rules.filter((rule) => rule.left > 0).length;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.agent.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = req.url ?? '/';
    const route = routeOf(path);
    this.received[route] += 1;
    const seen: Seen = {
      route,
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      n: this.received[route],
    };
    const entry = { ...seen, forwarded: false };
    this.seen.push(entry);
    const rule = this.rules.find(
      (candidate) =>
        candidate.left > 0 &&
        (candidate.route === undefined || candidate.route === route) &&
        (candidate.when === undefined || candidate.when(seen)),
    );
    if (rule) rule.left -= 1;
    const fault = rule?.fault;
    this.active[route] += 1;
    this.maxActive[route] = Math.max(this.maxActive[route], this.active[route]);
    res.on('close', () => {
      this.active[route] -= 1;
    });
    try {
      switch (fault?.kind) {
        case 'status':
          await readBody(req);
          res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
          res.end(fault.body ?? JSON.stringify({ error: `injected ${fault.status}` }));
          return;
        case 'malformed':
          await readBody(req);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"ctx": "trunc');
          return;
        case 'drop-request':
          await this.dropAfter(req, fault.afterBytes);
          return;
        case 'hang':
          req.resume();
          return;
        case 'delay':
          // The injected fault itself (latency), not a wait of the tests.
          await new Promise((resolve) => setTimeout(resolve, fault.ms));
          break;
        default:
          break;
      }
      entry.forwarded = true;
      this.forwarded[route] += 1;
      if (fault?.kind === 'cut') await this.cut(req, fault.afterBytes);
      else await this.forward(req, res, route, fault);
    } catch {
      res.destroy();
    }
  }

  private dropAfter(req: IncomingMessage, afterBytes: number): Promise<void> {
    return new Promise((resolve) => {
      let seen = 0;
      const cut = () => {
        req.socket.destroy();
        resolve();
      };
      if (afterBytes <= 0) {
        cut();
        return;
      }
      req.on('data', (piece: Buffer) => {
        seen += piece.length;
        if (seen >= afterBytes) cut();
      });
      req.on('end', cut);
      req.on('error', cut);
    });
  }

  /** Passes the first bytes of the body on, then drops the server's and the client's side. */
  private cut(req: IncomingMessage, afterBytes: number): Promise<void> {
    const target = new URL(this.target);
    return new Promise((resolve) => {
      const upstream = request({
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      });
      upstream.on('error', () => undefined);
      let sent = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        upstream.destroy();
        req.socket.destroy();
        resolve();
      };
      req.on('data', (piece: Buffer) => {
        if (done) return;
        const room = afterBytes - sent;
        if (room > 0) upstream.write(piece.subarray(0, room));
        sent += piece.length;
        // Part of the fault: the bytes passed on get a moment on the wire before the cut.
        if (sent >= afterBytes) setTimeout(finish, 20);
      });
      req.on('end', finish);
      req.on('error', finish);
    });
  }

  private forward(
    req: IncomingMessage,
    res: ServerResponse,
    route: Route,
    fault: Fault | undefined,
  ) {
    const target = new URL(this.target);
    return new Promise<void>((resolve, reject) => {
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: this.agent,
        },
        (answer) => {
          if (fault?.kind === 'drop-response' || fault?.kind === 'garble') {
            void readBody(answer).then(() => {
              if (fault.kind === 'drop-response') req.socket.destroy();
              else {
                res.writeHead(200, { 'content-type': 'application/json' });
                res.end('<html>not json');
              }
              resolve();
            }, reject);
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', reject);
        },
      );
      upstream.on('error', reject);
      if (route === 'log') {
        void readBody(req).then((body) => {
          this.logLines.push(body.toString('utf8'));
          upstream.end(body);
        }, reject);
      } else if (fault?.kind === 'corrupt') {
        void readBody(req).then((body) => {
          const at = fault.at < 0 ? body.length + fault.at : fault.at;
          if (at >= 0 && at < body.length) body[at] = (body[at] as number) ^ 0xff;
          upstream.end(body);
        }, reject);
      } else {
        req.pipe(upstream);
      }
      req.on('close', () => {
        if (!req.complete) upstream.destroy();
      });
    });
  }
}

export async function startProxy(target: string): Promise<FaultProxy> {
  return new FaultProxy(target).start();
}
