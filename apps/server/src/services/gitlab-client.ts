import { type Text, text } from '../i18n/text';

/** A user as GitLab's Users API describes one (the fields the platform reads). */
export interface GitlabAccount {
  id: number;
  username: string;
  name: string;
  email?: string;
  state: string;
  is_admin?: boolean;
  projects_limit?: number;
  can_create_group?: boolean;
  external?: boolean;
}

/** What the platform writes to GitLab for a mapping. */
export interface GitlabAccountInput {
  username: string;
  name: string;
  email: string;
  admin: boolean;
  projects_limit: number;
  can_create_group: boolean;
  external: boolean;
}

/** The GitLab calls the platform makes; routes receive a factory, so tests can swap it. */
export interface GitlabClient {
  version(): Promise<string>;
  /** The owner of `token` (the administrator token when absent). */
  currentUser(token?: string): Promise<GitlabAccount>;
  findUser(username: string): Promise<GitlabAccount | null>;
  createUser(input: GitlabAccountInput): Promise<GitlabAccount>;
  updateUser(id: number, input: GitlabAccountInput): Promise<GitlabAccount>;
  setBlocked(id: number, blocked: boolean): Promise<void>;
}

/** Where GitLab is and how to sign in. */
export interface GitlabSettings {
  url: string;
  token: string;
}

export type GitlabClientFactory = (settings: GitlabSettings) => GitlabClient;

/**
 * A GitLab call that failed: unreachable, refused, or an unexpected answer. `text` says why;
 * the route that reports it renders it in the language of the request.
 */
export class GitlabError extends Error {
  override readonly name = 'GitlabError';
  constructor(
    readonly text: Text,
    readonly status: number | null = null,
  ) {
    super(text.key);
  }
}

const TIMEOUT_MS = 10_000;
/** Largest answer read from GitLab. */
const MAX_ANSWER = 1024 * 1024;

/** The message GitLab gives in an error answer (`message` or `error`), shortened. */
function messageOf(body: unknown, status: number): Text {
  const b = body as { message?: unknown; error?: unknown } | null;
  const said = b?.message ?? b?.error;
  const detail = typeof said === 'string' ? said : said === undefined ? '' : JSON.stringify(said);
  return detail === ''
    ? text('gitlab.answered', { status })
    : text('gitlab.answeredDetail', { status, detail: detail.slice(0, 200) });
}

/** A client for GitLab's REST API v4 over `fetch`. */
export function createGitlabClient(settings: GitlabSettings): GitlabClient {
  const base = settings.url.replace(/\/+$/, '');

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    token = settings.token,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/api/v4${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(token === '' ? {} : { 'private-token': token }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const e = error as { name?: string; cause?: { code?: string } };
      if (e.name === 'TimeoutError') {
        throw new GitlabError(text('probe.timeout', { ms: TIMEOUT_MS }));
      }
      const cause = e.cause?.code ?? text('gitlab.networkError');
      throw new GitlabError(text('gitlab.unreachable', { cause }));
    }
    const answer = await response.text();
    if (answer.length > MAX_ANSWER) throw new GitlabError(text('gitlab.tooMuch'));
    let parsed: unknown;
    try {
      parsed = answer === '' ? null : JSON.parse(answer);
    } catch {
      throw new GitlabError(text('gitlab.notJson', { status: response.status }));
    }
    if (!response.ok) throw new GitlabError(messageOf(parsed, response.status), response.status);
    return parsed as T;
  }

  return {
    async version() {
      const answer = await call<{ version?: unknown }>('GET', '/version');
      return typeof answer?.version === 'string' ? answer.version : '';
    },
    currentUser: (token) => call<GitlabAccount>('GET', '/user', undefined, token),
    async findUser(username) {
      const found = await call<GitlabAccount[]>(
        'GET',
        `/users?username=${encodeURIComponent(username)}`,
      );
      return Array.isArray(found) ? (found[0] ?? null) : null;
    },
    createUser: (input) =>
      call<GitlabAccount>('POST', '/users', { ...input, force_random_password: true }),
    updateUser: (id, input) => call<GitlabAccount>('PUT', `/users/${id}`, input),
    async setBlocked(id, blocked) {
      await call('POST', `/users/${id}/${blocked ? 'block' : 'unblock'}`);
    },
  };
}
