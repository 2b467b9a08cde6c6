import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The administrator token the fake accepts for every call. */
export const ADMIN_TOKEN = 'glpat-admin-0123456789';
/** A personal token of the GitLab user `editor`. */
export const EDITOR_TOKEN = 'glpat-editor-abcdefghij';

export interface FakeAccount {
  id: number;
  username: string;
  name: string;
  email: string;
  state: string;
  is_admin: boolean;
  projects_limit: number;
  can_create_group: boolean;
  external: boolean;
}

/** A fake GitLab on this machine: the few Users API calls the platform makes. */
export interface FakeGitlab {
  server: Server;
  url: string;
  accounts: Map<number, FakeAccount>;
  /** Ids whose block/unblock GitLab refuses. */
  refuseBlock: Set<number>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

export async function startFakeGitlab(): Promise<FakeGitlab> {
  const accounts = new Map<number, FakeAccount>([
    [1, account(1, 'root', 'Administrator', 'admin@example.com', true)],
  ]);
  const refuseBlock = new Set<number>();
  let nextId = 100;
  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const token = request.headers['private-token'];
    const path = new URL(request.url ?? '/', 'http://fake');
    const match = path.pathname.match(/^\/api\/v4\/users\/(\d+)(?:\/(block|unblock))?$/);
    if (request.method === 'GET' && path.pathname === '/api/v4/user') {
      if (token === ADMIN_TOKEN) return send(response, 200, accounts.get(1));
      if (token === EDITOR_TOKEN) return send(response, 200, { id: 55, username: 'editor' });
      return send(response, 401, { message: '401 Unauthorized' });
    }
    if (token !== ADMIN_TOKEN) return send(response, 401, { message: '401 Unauthorized' });
    if (request.method === 'GET' && path.pathname === '/api/v4/version') {
      return send(response, 200, { version: '17.5.0', revision: 'abc' });
    }
    if (request.method === 'GET' && path.pathname === '/api/v4/users') {
      const username = path.searchParams.get('username');
      return send(
        response,
        200,
        [...accounts.values()].filter((a) => a.username === username),
      );
    }
    if (request.method === 'POST' && path.pathname === '/api/v4/users') {
      const body = await readJson(request);
      if (typeof body.email !== 'string' || body.email === '') {
        return send(response, 400, { message: { email: ["can't be blank"] } });
      }
      const created = {
        ...account(nextId++, String(body.username), String(body.name), body.email),
        ...flags(body),
      };
      accounts.set(created.id, created);
      return send(response, 201, created);
    }
    const existing = match ? accounts.get(Number(match[1])) : undefined;
    if (match && existing && request.method === 'PUT' && match[2] === undefined) {
      const body = await readJson(request);
      Object.assign(existing, { name: body.name, email: body.email, ...flags(body) });
      return send(response, 200, existing);
    }
    if (match && existing && request.method === 'POST' && match[2] !== undefined) {
      if (refuseBlock.has(existing.id)) return send(response, 403, { message: '403 Forbidden' });
      existing.state = match[2] === 'block' ? 'blocked' : 'active';
      return send(response, 201, true);
    }
    return send(response, 404, { message: '404 Not found' });
  };
  const http = createServer((request, response) => {
    handler(request, response).catch(() => send(response, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { server: http, url: `http://127.0.0.1:${port}`, accounts, refuseBlock };
}

function account(id: number, username: string, name: string, email: string, isAdmin = false) {
  return {
    id,
    username,
    name,
    email,
    state: 'active',
    is_admin: isAdmin,
    projects_limit: 0,
    can_create_group: false,
    external: false,
  };
}

function flags(body: Record<string, unknown>) {
  return {
    is_admin: body.admin === true,
    projects_limit: Number(body.projects_limit ?? 0),
    can_create_group: body.can_create_group === true,
    external: body.external === true,
  };
}
