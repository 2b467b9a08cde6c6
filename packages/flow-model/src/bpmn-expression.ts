import type { Condition, FieldCondition, InitiatorCondition } from './types';

/**
 * Conditions as expression text in the style of JUEL (`${days > 3 && reason != ""}`), the
 * language BPMN engines such as Camunda read in `conditionExpression`. The text is for other
 * tools and for people; the structured condition travels in the `flow:` extension. Reading
 * text back understands the same forms, so a condition written as simply in another tool is
 * kept. Nothing is ever evaluated.
 */

/** The variables an initiator condition is written with. */
const INITIATOR_VARIABLES = Object.freeze({
  department: 'initiatorDepartment',
  role: 'initiatorRole',
} as const);

const RESERVED = new Set(
  'and or not eq ne lt gt le ge true false null empty div mod instanceof'.split(' '),
);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const COMPARISONS = { eq: '==', ne: '!=', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;
type ComparisonOp = keyof typeof COMPARISONS;

function literal(value: string | number): string {
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

function variable(name: string): string {
  return IDENTIFIER.test(name) && !RESERVED.has(name)
    ? name
    : `execution.getVariable(${literal(name)})`;
}

function joined(texts: readonly string[], operator: '&&' | '||'): string {
  if (texts.length === 0) return operator === '&&' ? 'true' : 'false';
  return texts.length === 1 ? (texts[0] ?? '') : `(${texts.join(` ${operator} `)})`;
}

function listText(name: string, op: 'in' | 'notIn', values: readonly (string | number)[]) {
  const [compare, operator] = op === 'in' ? (['==', '||'] as const) : (['!=', '&&'] as const);
  return joined(
    values.map((value) => `${name} ${compare} ${literal(value)}`),
    operator,
  );
}

function fieldText({ field, op, value }: FieldCondition): string {
  const name = variable(field);
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const first: string | number = values[0] ?? '';
  switch (op) {
    case 'empty':
      return `empty ${name}`;
    case 'notEmpty':
      return `not empty ${name}`;
    case 'in':
    case 'notIn':
      return listText(name, op, values);
    case 'contains':
      return `${name}.contains(${literal(String(first))})`;
    default:
      return `${name} ${COMPARISONS[op]} ${literal(first)}`;
  }
}

function conditionText(condition: Condition): string {
  switch (condition.kind) {
    case 'field':
      return fieldText(condition);
    case 'initiator':
      return listText(INITIATOR_VARIABLES[condition.subject], condition.op, condition.values);
    case 'all':
    case 'any':
      return joined(condition.items.map(conditionText), condition.kind === 'all' ? '&&' : '||');
  }
}

/** The condition as an expression for `conditionExpression`, e.g. `${days > 3}`. */
export function conditionToExpression(condition: Condition): string {
  const text = conditionText(condition);
  return `\${${text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1) : text}}`;
}

type Token =
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'symbol'; readonly text: string };

const TOKEN =
  /\s*(?:([A-Za-z_][A-Za-z0-9_]*)|(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(==|!=|>=|<=|&&|\|\||[<>!().,-]))/y;

class Unreadable extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) throw new Unreadable();
    const [, word, number, double, single, symbol] = match;
    if (word !== undefined) tokens.push({ kind: 'word', text: word });
    else if (number !== undefined) tokens.push({ kind: 'number', value: Number(number) });
    else if (symbol !== undefined) tokens.push({ kind: 'symbol', text: symbol });
    else {
      const value = (double ?? single ?? '').replace(/\\(.)/g, '$1');
      tokens.push({ kind: 'string', value });
    }
  }
  return tokens;
}

const WORD_OPERATORS: Readonly<Record<string, string>> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};
const OPS_BY_SYMBOL = Object.fromEntries(
  Object.entries(COMPARISONS).map(([op, symbol]) => [symbol, op as ComparisonOp]),
);
const FLIPPED: Readonly<Record<ComparisonOp, ComparisonOp>> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};

/** Reads the forms `conditionToExpression` writes; anything else is unreadable. */
class ExpressionReader {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  read(): Condition {
    const condition = this.group('||');
    if (this.index < this.tokens.length) throw new Unreadable();
    return condition;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private operator(): string | undefined {
    const token = this.peek();
    if (token?.kind === 'symbol') return token.text;
    return token?.kind === 'word' ? WORD_OPERATORS[token.text] : undefined;
  }

  private take(): Token {
    const token = this.tokens[this.index++];
    if (!token) throw new Unreadable();
    return token;
  }

  private expect(symbol: string): void {
    if (this.operator() !== symbol) throw new Unreadable();
    this.index++;
  }

  private group(operator: '&&' | '||'): Condition {
    const items = [operator === '||' ? this.group('&&') : this.primary()];
    while (this.operator() === operator) {
      this.index++;
      items.push(operator === '||' ? this.group('&&') : this.primary());
    }
    if (items.length === 1 && items[0]) return items[0];
    return mergeInitiatorTests(operator === '&&' ? 'all' : 'any', items);
  }

  private primary(): Condition {
    const token = this.peek();
    if (this.operator() === '(') {
      this.index++;
      const condition = this.group('||');
      this.expect(')');
      return condition;
    }
    if (this.operator() === '!') {
      this.index++;
      this.expectWord('empty');
      return { kind: 'field', field: this.variable(), type: 'text', op: 'notEmpty' };
    }
    if (token?.kind === 'word' && (token.text === 'true' || token.text === 'false')) {
      this.index++;
      return { kind: token.text === 'true' ? 'all' : 'any', items: [] };
    }
    if (token?.kind === 'word' && token.text === 'empty') {
      this.index++;
      return { kind: 'field', field: this.variable(), type: 'text', op: 'empty' };
    }
    if (token?.kind === 'string' || token?.kind === 'number' || this.operator() === '-') {
      const value = this.literal();
      const op = FLIPPED[this.comparison()];
      return comparison(this.variable(), op, value);
    }
    const name = this.variable();
    if (this.operator() === '.') {
      this.index++;
      this.expectWord('contains');
      this.expect('(');
      const value = this.take();
      if (value.kind !== 'string') throw new Unreadable();
      this.expect(')');
      return { kind: 'field', field: name, type: 'text', op: 'contains', value: value.value };
    }
    const op = this.comparison();
    return comparison(name, op, this.literal());
  }

  private expectWord(word: string): void {
    const token = this.take();
    if (token.kind !== 'word' || token.text !== word) throw new Unreadable();
  }

  private variable(): string {
    const token = this.take();
    if (token.kind !== 'word' || RESERVED.has(token.text)) throw new Unreadable();
    if (token.text !== 'execution') return token.text;
    this.expect('.');
    this.expectWord('getVariable');
    this.expect('(');
    const name = this.take();
    if (name.kind !== 'string') throw new Unreadable();
    this.expect(')');
    return name.value;
  }

  private comparison(): ComparisonOp {
    const op = OPS_BY_SYMBOL[this.operator() ?? ''];
    if (!op) throw new Unreadable();
    this.index++;
    return op;
  }

  private literal(): string | number {
    const negative = this.operator() === '-';
    if (negative) this.index++;
    const token = this.take();
    if (token.kind === 'number') return negative ? -token.value : token.value;
    if (token.kind === 'string' && !negative) return token.value;
    throw new Unreadable();
  }
}

function comparison(name: string, op: ComparisonOp, value: string | number): Condition {
  const subject = name === INITIATOR_VARIABLES.department ? 'department' : 'role';
  if (name === INITIATOR_VARIABLES.department || name === INITIATOR_VARIABLES.role) {
    if (op !== 'eq' && op !== 'ne') throw new Unreadable();
    return { kind: 'initiator', subject, op: op === 'eq' ? 'in' : 'notIn', values: [value] };
  }
  if (typeof value === 'number') return { kind: 'field', field: name, type: 'number', op, value };
  if (DAY.test(value)) return { kind: 'field', field: name, type: 'date', op, value };
  if (op !== 'eq' && op !== 'ne') throw new Unreadable();
  return { kind: 'field', field: name, type: 'text', op, value };
}

/** `a == 1 || a == 2` on the initiator is one test of `a` in `[1, 2]` (and `!=`, `&&`). */
function mergeInitiatorTests(kind: 'all' | 'any', items: readonly Condition[]): Condition {
  const op = kind === 'any' ? 'in' : 'notIn';
  const tests = items.filter(
    (item): item is InitiatorCondition => item.kind === 'initiator' && item.op === op,
  );
  const subject = tests[0]?.subject;
  if (tests.length < items.length || !tests.every((test) => test.subject === subject)) {
    return { kind, items };
  }
  return {
    kind: 'initiator',
    subject: subject ?? 'role',
    op,
    values: tests.flatMap((t) => t.values),
  };
}

/**
 * The condition an expression in the forms `conditionToExpression` writes stands for, or
 * `undefined` for anything else (other languages, method calls, arithmetic).
 */
export function expressionToCondition(expression: string): Condition | undefined {
  const match = /^\s*[$#]\{([\s\S]*)\}\s*$/.exec(expression);
  if (!match) return undefined;
  try {
    return new ExpressionReader(tokenize(match[1] ?? '')).read();
  } catch (error) {
    // RangeError: nested deeper than the call stack reaches
    if (error instanceof Unreadable || error instanceof RangeError) return undefined;
    throw error;
  }
}
