/**
 * JSON text parsing with positions. Engines word and place their `JSON.parse` errors
 * differently, so when the fast path fails a small strict scanner finds the first error and
 * says what was expected there, with a 1-based line and column.
 */

/** Where and why a JSON text could not be parsed. */
export interface JsonTextError {
  /** `line 3, column 14: expected ',' or '}' after a property value`. */
  message: string;
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units from the start of the line. */
  column: number;
  /** 0-based offset into the text as given (a leading byte-order mark counts). */
  offset: number;
  /** What was expected there, without the position, in each language. */
  reasons: Readonly<Record<'en-US' | 'zh-CN', string>>;
}

/** The value of a JSON text, or the first error in it. */
export type JsonTextResult = { ok: true; value: unknown } | { ok: false; error: JsonTextError };

const BOM = '\uFEFF';

/**
 * Parses JSON text. A leading byte-order mark is ignored. On failure the error names the first
 * place where the text stops being JSON and what was expected there.
 */
export function parseJsonText(text: string): JsonTextResult {
  const start = text.startsWith(BOM) ? 1 : 0;
  const body = start ? text.slice(start) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    const failure = scan(text, start) ?? { offset: start, expected: 'expected valid JSON' };
    return { ok: false, error: locate(text, start, failure) };
  }
}

interface Failure {
  offset: number;
  /** What was expected at `offset`. */
  expected: string;
  /** The text holds no value at all. */
  empty?: boolean;
}

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isHexDigit(char: string | undefined): boolean {
  return char !== undefined && /^[0-9a-fA-F]$/.test(char);
}

/** The error at `offset`, located by line and column; lines end at LF, CR or CRLF. */
/** The Chinese of each `expected` the scanner says. */
const EXPECTED_ZH: Readonly<Record<string, string>> = {
  'expected valid JSON': '应为有效的 JSON',
  'expected a JSON value, but the text is empty': '应为一个 JSON 值，但文本是空的',
  "expected a value or ']'": "应为一个值或 ']'",
  'expected a property name in double quotes': '应为双引号括起的属性名',
  "expected a property name in double quotes or '}'": "应为双引号括起的属性名或 '}'",
  "expected ':' after a property name": "属性名之后应为 ':'",
  'expected the end of the text after the JSON value': 'JSON 值之后应结束',
  "expected ',' or ']' after an array element": "数组元素之后应为 ',' 或 ']'",
  "expected ',' or '}' after a property value": "属性值之后应为 ',' 或 '}'",
  'expected a value': '应为一个值',
  "expected '.', an exponent or the end of the number after a leading 0":
    "开头的 0 之后应为 '.'、指数或数字结束",
  "expected a digit after '-'": "'-' 之后应为数字",
  "expected a digit after '.'": "'.' 之后应为数字",
  'expected a digit in the exponent': '指数中应为数字',
  "expected '\"' to close the string before the end of the line": "字符串应在行尾之前以 '\"' 结束",
  'expected a printable character: control characters must be escaped':
    '应为可打印字符：控制字符必须转义',
  'expected 4 hexadecimal digits after \\u': '\\u 之后应为 4 位十六进制数字',
  'expected an escape sequence: one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u':
    '应为转义序列：\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u 之一',
  "expected '\"' to close the string": "字符串应以 '\"' 结束",
};

/** `expected` in Chinese (a literal such as `expected 'true'` by its pattern). */
function expectedZh(expected: string): string {
  const literal = /^expected '(\w+)'$/.exec(expected);
  if (literal) return `应为 '${literal[1]}'`;
  return EXPECTED_ZH[expected] ?? expected;
}

function locate(text: string, start: number, failure: Failure): JsonTextError {
  const { offset } = failure;
  let line = 1;
  let lineStart = start;
  for (let i = start; i < offset; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = offset - lineStart + 1;
  const ended = offset >= text.length && !failure.empty;
  const reasons = {
    'en-US': `${failure.expected}${ended ? ', but the text ended' : ''}`,
    'zh-CN': `${expectedZh(failure.expected)}${ended ? '，但文本已结束' : ''}`,
  };
  return {
    message: `line ${line}, column ${column}: ${reasons['en-US']}`,
    line,
    column,
    offset,
    reasons,
  };
}

type Container = '[' | '{';
/** What the scanner expects next; `first-…` states also accept the closing bracket. */
type Expect = 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after-value';

/**
 * A strict scanner (RFC 8259) returning the first error, or undefined when the text is valid
 * JSON. It keeps an explicit stack, so deeply nested text cannot exhaust the call stack.
 */
function scan(text: string, start: number): Failure | undefined {
  const stack: Container[] = [];
  let pos = start;
  let expect: Expect = 'value';

  while (pos < text.length && isWhitespace(text.charCodeAt(pos))) pos++;
  if (pos >= text.length) {
    return { offset: pos, expected: 'expected a JSON value, but the text is empty', empty: true };
  }

  for (;;) {
    while (pos < text.length && isWhitespace(text.charCodeAt(pos))) pos++;
    const char = text[pos];
    const top = stack[stack.length - 1];
    if ((expect === 'first-value' && char === ']') || (expect === 'first-key' && char === '}')) {
      pos++;
      stack.pop();
      expect = 'after-value';
      continue;
    }
    let next: number | Failure;
    switch (expect) {
      case 'value':
      case 'first-value':
        if (char === '[' || char === '{') {
          stack.push(char);
          pos++;
          expect = char === '[' ? 'first-value' : 'first-key';
          continue;
        }
        next = scanScalar(text, pos);
        if (typeof next !== 'number' && next.offset === pos && expect === 'first-value') {
          next = { offset: pos, expected: "expected a value or ']'" };
        }
        expect = 'after-value';
        break;
      case 'key':
      case 'first-key':
        next =
          char === '"'
            ? scanString(text, pos)
            : {
                offset: pos,
                expected:
                  expect === 'key'
                    ? 'expected a property name in double quotes'
                    : "expected a property name in double quotes or '}'",
              };
        expect = 'colon';
        break;
      case 'colon':
        next =
          char === ':' ? pos + 1 : { offset: pos, expected: "expected ':' after a property name" };
        expect = 'value';
        break;
      case 'after-value':
        if (top === undefined) {
          if (pos >= text.length) return undefined;
          return { offset: pos, expected: 'expected the end of the text after the JSON value' };
        }
        if (char === ',') {
          next = pos + 1;
          expect = top === '[' ? 'value' : 'key';
        } else if (char === (top === '[' ? ']' : '}')) {
          next = pos + 1;
          stack.pop();
        } else {
          next = {
            offset: pos,
            expected:
              top === '['
                ? "expected ',' or ']' after an array element"
                : "expected ',' or '}' after a property value",
          };
        }
        break;
    }
    if (typeof next !== 'number') return next;
    pos = next;
  }
}

/** Scans a string, number or literal at `pos`; returns the offset after it or a failure. */
function scanScalar(text: string, pos: number): number | Failure {
  const char = text[pos];
  if (char === '"') {
    return scanString(text, pos);
  }
  if (char === '-' || isDigit(text.charCodeAt(pos))) return scanNumber(text, pos);
  for (const literal of ['true', 'false', 'null']) {
    if (char !== literal[0]) continue;
    for (let i = 1; i < literal.length; i++) {
      if (text[pos + i] !== literal[i])
        return { offset: pos + i, expected: `expected '${literal}'` };
    }
    return pos + literal.length;
  }
  return { offset: pos, expected: 'expected a value' };
}

function scanNumber(text: string, pos: number): number | Failure {
  let i = pos;
  if (text[i] === '-') i++;
  if (text[i] === '0') {
    i++;
    if (isDigit(text.charCodeAt(i))) {
      return {
        offset: i,
        expected: "expected '.', an exponent or the end of the number after a leading 0",
      };
    }
  } else if (isDigit(text.charCodeAt(i))) {
    while (isDigit(text.charCodeAt(i))) i++;
  } else {
    return { offset: i, expected: "expected a digit after '-'" };
  }
  if (text[i] === '.') {
    i++;
    if (!isDigit(text.charCodeAt(i))) return { offset: i, expected: "expected a digit after '.'" };
    while (isDigit(text.charCodeAt(i))) i++;
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i++;
    if (text[i] === '+' || text[i] === '-') i++;
    if (!isDigit(text.charCodeAt(i)))
      return { offset: i, expected: 'expected a digit in the exponent' };
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}

/** Scans a double-quoted string at `pos`; returns the offset after the closing quote or a failure. */
function scanString(text: string, pos: number): number | Failure {
  let i = pos + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code === 0x0a || code === 0x0d) {
      return {
        offset: i,
        expected: "expected '\"' to close the string before the end of the line",
      };
    }
    if (code < 0x20) {
      return {
        offset: i,
        expected: 'expected a printable character: control characters must be escaped',
      };
    }
    if (code !== 0x5c) {
      i++;
      continue;
    }
    const next = text[i + 1];
    if (next === 'u') {
      for (let h = 2; h < 6; h++) {
        if (!isHexDigit(text[i + h])) {
          return { offset: i + h, expected: 'expected 4 hexadecimal digits after \\u' };
        }
      }
      i += 6;
    } else if (next !== undefined && '"\\/bfnrt'.includes(next)) {
      i += 2;
    } else {
      return {
        offset: i + 1,
        expected: 'expected an escape sequence: one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u',
      };
    }
  }
  return { offset: i, expected: "expected '\"' to close the string" };
}
