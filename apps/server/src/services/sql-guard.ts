/**
 * The check of a data view's SQL before it is saved or run. Views are written by
 * administrators and run for any signed-in user, so the text is read conservatively: it is
 * split into tokens (string literals, quoted identifiers, comments and `:name` parameters are
 * recognised, so a keyword inside a literal is harmless), and anything that is not plainly
 * one reading statement is refused. The runner's read-only transaction, statement timeout and
 * view role (whose grants leave secrets out, see view-access.ts) remain the real guarantees;
 * this check makes the usual mistakes and tricks fail early with a clear message.
 */

import { type Text, text } from '../i18n/text';
import { VIEW_HIDDEN_TABLES } from './view-access';

/** A piece of a checked statement: SQL text (comments removed) or a parameter to bind. */
export type SqlPart = { text: string } | { param: string };

/** A statement that passed the check. */
export interface CheckedSql {
  parts: SqlPart[];
  /** The parameter names it uses, in order of first use. */
  params: string[];
}

export type SqlCheck = { ok: true; sql: CheckedSql } | { ok: false; problems: Text[] };

/** Keywords of statements and clauses that write, lock, recurse or change the session. */
const FORBIDDEN_WORDS: ReadonlySet<string> = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'truncate',
  'copy',
  'into',
  'create',
  'alter',
  'drop',
  'grant',
  'revoke',
  'share',
  'lock',
  'recursive',
  'set',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'prepare',
  'execute',
  'deallocate',
  'listen',
  'notify',
  'unlisten',
  'discard',
  'do',
  'call',
  'vacuum',
  'cluster',
  'reindex',
  'refresh',
  'checkpoint',
]);

/** Functions that change state, wait, read settings or files, or reach other sessions. */
const FORBIDDEN_FUNCTIONS: ReadonlySet<string> = new Set([
  'set_config',
  'current_setting',
  'nextval',
  'setval',
  'currval',
  'lastval',
  'txid_current',
  'txid_current_if_assigned',
]);
const FORBIDDEN_FUNCTION_PREFIXES = ['pg_', 'lo_', 'dblink'];

/**
 * Names of the tables and columns that hold secrets (hashes, session ids, tokens, keys): the
 * tables the view role may not read, and the secret columns whose names say so. The role also
 * hides `headers` and `param_value`, names too common to refuse in any view's text.
 */
const SECRET_NAMES: ReadonlySet<string> = new Set([
  ...VIEW_HIDDEN_TABLES,
  'password_hash',
  'secret_hash',
  'access_token_encrypted',
]);

export function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(name.toLowerCase());
}

function isForbiddenFunction(name: string): boolean {
  return (
    FORBIDDEN_FUNCTIONS.has(name) ||
    FORBIDDEN_FUNCTION_PREFIXES.some((prefix) => name.startsWith(prefix)) ||
    name.includes('to_xml')
  );
}

type TokenKind = 'word' | 'quoted' | 'string' | 'number' | 'param' | 'symbol';
interface Token {
  kind: TokenKind;
  /** Lower-case word, unquoted identifier, parameter name, or the symbol. */
  value: string;
  start: number;
  end: number;
}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_CHAR = /[A-Za-z0-9_\u0080-\uffff]/;
const PARAM_START = /[A-Za-z_]/;
const PARAM_CHAR = /[A-Za-z0-9_]/;
const SPACE = /\s/;

/** Splits the text into tokens and parts; lexical problems are collected, not thrown. */
class Lexer {
  readonly tokens: Token[] = [];
  readonly parts: SqlPart[] = [];
  readonly problems: Text[] = [];
  private text = '';
  private semicolonAt = -1;

  constructor(private readonly source: string) {}

  run(): void {
    const s = this.source;
    let i = 0;
    while (i < s.length) {
      const c = s[i] ?? '';
      const next = s[i + 1] ?? '';
      if (SPACE.test(c)) {
        this.text += c;
        i += 1;
      } else if (c === '-' && next === '-') {
        const end = s.indexOf('\n', i);
        i = end === -1 ? s.length : end;
        this.text += ' ';
      } else if (c === '/' && next === '*') {
        i = this.blockComment(i);
        this.text += ' ';
      } else if (c === "'" || c === '"') {
        i = this.quoted(i, c);
      } else if (c === '$') {
        this.problems.push(text('sql.dollar'));
        return;
      } else if (c === ':' && next === ':') {
        this.push('symbol', '::', i, i + 2);
        i += 2;
      } else if (c === ':' && PARAM_START.test(next)) {
        let end = i + 1;
        while (end < s.length && PARAM_CHAR.test(s[end] ?? '')) end += 1;
        this.param(s.slice(i + 1, end), i, end);
        i = end;
      } else if (c === ';') {
        if (this.semicolonAt === -1) this.semicolonAt = i;
        i += 1;
      } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(next))) {
        let end = i + 1;
        while (end < s.length && /[0-9A-Za-z_.]/.test(s[end] ?? '')) end += 1;
        i = this.push('number', s.slice(i, end), i, end);
      } else if (WORD_START.test(c)) {
        let end = i + 1;
        while (end < s.length && WORD_CHAR.test(s[end] ?? '')) end += 1;
        i = this.push('word', s.slice(i, end).toLowerCase(), i, end);
      } else {
        i = this.push('symbol', c, i, i + 1);
      }
    }
    if (this.text.trim() !== '') this.parts.push({ text: this.text });
  }

  private push(kind: TokenKind, value: string, start: number, end: number): number {
    if (this.semicolonAt !== -1) {
      this.problems.push(text('sql.oneStatement'));
      this.semicolonAt = -1;
    }
    this.tokens.push({ kind, value, start, end });
    if (kind !== 'param') this.text += this.source.slice(start, end);
    return end;
  }

  private param(name: string, start: number, end: number): void {
    this.push('param', name, start, end);
    if (this.text !== '') this.parts.push({ text: this.text });
    this.text = '';
    this.parts.push({ param: name });
  }

  /** Skips a block comment (they nest in PostgreSQL); answers the index after it. */
  private blockComment(start: number): number {
    const s = this.source;
    let depth = 1;
    let j = start + 2;
    while (j < s.length && depth > 0) {
      if (s.startsWith('/*', j)) {
        depth += 1;
        j += 2;
      } else if (s.startsWith('*/', j)) {
        depth -= 1;
        j += 2;
      } else j += 1;
    }
    if (depth > 0) this.problems.push(text('sql.commentNotClosed'));
    return j;
  }

  /** A string literal or a quoted identifier; answers the index after it. */
  private quoted(start: number, quote: string): number {
    const s = this.source;
    const before = s.slice(Math.max(0, start - 2), start).toLowerCase();
    const previous = this.tokens.at(-1);
    if (before === 'u&') this.problems.push(text('sql.unicodeEscape'));
    if (quote === "'" && previous?.kind === 'word' && previous.end === start) {
      if (previous.value === 'e') this.problems.push(text('sql.escapeString'));
    }
    let j = start + 1;
    for (;;) {
      if (j >= s.length) {
        this.problems.push(text(quote === "'" ? 'sql.stringNotClosed' : 'sql.quotedNameNotClosed'));
        return s.length;
      }
      if (s[j] === quote) {
        if (s[j + 1] === quote) j += 2;
        else break;
      } else j += 1;
    }
    const end = j + 1;
    const inner = s.slice(start + 1, j).replaceAll(quote + quote, quote);
    this.push(quote === "'" ? 'string' : 'quoted', inner, start, end);
    return end;
  }
}

/** The problems, each once (a problem found twice is the same key with the same values). */
function distinct(problems: readonly Text[]): Text[] {
  const seen = new Map(problems.map((problem) => [JSON.stringify(problem), problem]));
  return [...seen.values()];
}

function checkTokens(tokens: readonly Token[]): Text[] {
  const problems: Text[] = [];
  const first = tokens.find((token) => !(token.kind === 'symbol' && token.value === '('));
  if (!first) return [text('sql.empty')];
  if (first.kind !== 'word' || (first.value !== 'select' && first.value !== 'with')) {
    problems.push(text('sql.selectOnly'));
  }
  tokens.forEach((token, index) => {
    const name = token.kind === 'quoted' ? token.value.toLowerCase() : token.value;
    if (token.kind === 'word' && FORBIDDEN_WORDS.has(name)) {
      problems.push(text('sql.forbiddenWord', { word: name.toUpperCase() }));
    }
    if (token.kind !== 'word' && token.kind !== 'quoted') return;
    if (isSecretName(name)) problems.push(text('view.secret', { name }));
    const following = tokens[index + 1];
    if (following?.kind === 'symbol' && following.value === '(' && isForbiddenFunction(name)) {
      problems.push(text('sql.forbiddenFunction', { name }));
    }
  });
  return distinct(problems);
}

/** Checks a view's SQL; answers its parts and parameters, or every problem found. */
export function checkViewSql(source: string): SqlCheck {
  const lexer = new Lexer(source);
  lexer.run();
  if (lexer.problems.length > 0) return { ok: false, problems: distinct(lexer.problems) };
  const problems = checkTokens(lexer.tokens);
  if (problems.length > 0) return { ok: false, problems };
  const params: string[] = [];
  for (const part of lexer.parts) {
    if ('param' in part && !params.includes(part.param)) params.push(part.param);
  }
  return { ok: true, sql: { parts: lexer.parts, params } };
}
