import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonText, type JsonTextError } from './json-text';

function errorOf(text: string): JsonTextError {
  const result = parseJsonText(text);
  if (result.ok) throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
  return result.error;
}

/** Line and column of an offset, recomputed independently (LF, CR and CRLF end lines). */
function position(text: string, offset: number): { line: number; column: number } {
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  const lines = text.slice(start, offset).split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines[lines.length - 1] as string).length + 1 };
}

describe('parseJsonText', () => {
  it('returns the value of valid JSON text', () => {
    expect(parseJsonText('{"list": [1, "a", true, null], "config": {}}')).toEqual({
      ok: true,
      value: { list: [1, 'a', true, null], config: {} },
    });
    expect(parseJsonText(' 12.5e1 ')).toEqual({ ok: true, value: 125 });
  });

  it('ignores a leading byte-order mark', () => {
    expect(parseJsonText('\uFEFF{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('says what was expected, with the 1-based line and column of the first error', () => {
    const text = '{\n  "list": [],\n  "label": 1 "name": "x"\n}';
    expect(errorOf(text)).toMatchObject({
      message: "line 3, column 14: expected ',' or '}' after a property value",
      line: 3,
      column: 14,
      offset: 29,
    });
  });

  it('reports empty and blank text as empty', () => {
    expect(errorOf('')).toMatchObject({
      message: 'line 1, column 1: expected a JSON value, but the text is empty',
      line: 1,
      column: 1,
      offset: 0,
    });
    expect(errorOf(' \n ').message).toBe(
      'line 2, column 2: expected a JSON value, but the text is empty',
    );
    expect(errorOf('\uFEFF').message).toBe(
      'line 1, column 1: expected a JSON value, but the text is empty',
    );
  });

  it('reports trailing garbage after the value', () => {
    expect(errorOf('{"a": 1} x').message).toBe(
      'line 1, column 10: expected the end of the text after the JSON value',
    );
    expect(errorOf('{"a": 1}}').message).toBe(
      'line 1, column 9: expected the end of the text after the JSON value',
    );
  });

  it('names the missing piece when the text ends early', () => {
    expect(errorOf('{"a": [1, 2').message).toBe(
      "line 1, column 12: expected ',' or ']' after an array element, but the text ended",
    );
    expect(errorOf('{"a"').message).toBe(
      "line 1, column 5: expected ':' after a property name, but the text ended",
    );
    expect(errorOf('[').message).toBe(
      "line 1, column 2: expected a value or ']', but the text ended",
    );
  });

  it('rejects trailing commas, single quotes and unquoted names', () => {
    expect(errorOf('{"a": 1,}').message).toBe(
      'line 1, column 9: expected a property name in double quotes',
    );
    expect(errorOf('[1,]').message).toBe('line 1, column 4: expected a value');
    expect(errorOf("{'a': 1}").message).toBe(
      "line 1, column 2: expected a property name in double quotes or '}'",
    );
    expect(errorOf('{a: 1}').message).toBe(
      "line 1, column 2: expected a property name in double quotes or '}'",
    );
  });

  it('rejects what is not a JSON value: NaN, undefined, comments, misspelt literals', () => {
    expect(errorOf('[NaN]').message).toBe("line 1, column 2: expected a value or ']'");
    expect(errorOf('{"a": undefined}').message).toBe('line 1, column 7: expected a value');
    expect(errorOf('// note\n{}').message).toBe('line 1, column 1: expected a value');
    expect(errorOf('[tru]').message).toBe("line 1, column 5: expected 'true'");
  });

  it('checks strings: closing quote, raw line breaks, control characters and escapes', () => {
    expect(errorOf('"abc').message).toBe(
      "line 1, column 5: expected '\"' to close the string, but the text ended",
    );
    expect(errorOf('"a\nb"').message).toBe(
      "line 1, column 3: expected '\"' to close the string before the end of the line",
    );
    expect(errorOf('"a\tb"').message).toBe(
      'line 1, column 3: expected a printable character: control characters must be escaped',
    );
    expect(errorOf('"\\x"').message).toBe(
      'line 1, column 3: expected an escape sequence: one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u',
    );
    expect(errorOf('"\\u12g4"').message).toBe(
      'line 1, column 6: expected 4 hexadecimal digits after \\u',
    );
  });

  it('checks numbers: leading zeros, signs, fractions and exponents', () => {
    expect(errorOf('01').message).toBe(
      "line 1, column 2: expected '.', an exponent or the end of the number after a leading 0",
    );
    expect(errorOf('[-]').message).toBe("line 1, column 3: expected a digit after '-'");
    expect(errorOf('1.').message).toBe(
      "line 1, column 3: expected a digit after '.', but the text ended",
    );
    expect(errorOf('[1e+]').message).toBe('line 1, column 5: expected a digit in the exponent');
    expect(errorOf('+1').message).toBe('line 1, column 1: expected a value');
  });

  it('counts LF, CR and CRLF as line ends', () => {
    expect(errorOf('{\r\n"a": 1\r\n"b": 2}')).toMatchObject({ line: 3, column: 1 });
    expect(errorOf('{\r"a": 1\r"b": 2}')).toMatchObject({ line: 3, column: 1 });
    expect(errorOf('{\n"a": 1\n"b": 2}')).toMatchObject({ line: 3, column: 1 });
  });

  it('counts the byte-order mark in the offset but not in the column', () => {
    expect(errorOf('\uFEFF{"a" 1}')).toMatchObject({
      message: "line 1, column 6: expected ':' after a property name",
      line: 1,
      column: 6,
      offset: 6,
    });
  });

  it('locates errors in very deeply nested text without exhausting the stack', () => {
    const text = '['.repeat(200_000) + ']'.repeat(199_999);
    expect(errorOf(text)).toMatchObject({ line: 1, column: 400_000, offset: 399_999 });
  });

  it('parses every text the engine accepts, to the same value', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
      }),
    );
  });

  it('locates an error inside the text for every damaged text the engine rejects', () => {
    const damaged = fc
      .record({
        text: fc.json(),
        at: fc.nat(),
        insert: fc.constantFrom('', ',', '"', '}', ']', '{', '[', ':', 'x', '\n', '\u0001', '0'),
        remove: fc.nat({ max: 2 }),
      })
      .map(({ text, at, insert, remove }) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + remove);
      });
    fc.assert(
      fc.property(damaged, (text) => {
        let engineAccepts = true;
        try {
          JSON.parse(text);
        } catch {
          engineAccepts = false;
        }
        const result = parseJsonText(text);
        expect(result.ok).toBe(engineAccepts);
        if (result.ok) return;
        const { error } = result;
        expect(error.offset).toBeGreaterThanOrEqual(0);
        expect(error.offset).toBeLessThanOrEqual(text.length);
        expect(position(text, error.offset)).toEqual({ line: error.line, column: error.column });
        expect(error.message).toMatch(
          new RegExp(`^line ${error.line}, column ${error.column}: expected `),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseJsonText in Chinese', () => {
  it.each([
    '',
    '[,',
    '{,',
    '{"a",',
    '1 2',
    '[1 2',
    '{"a":1 2',
    'x',
    '01',
    '-x',
    '1.x',
    '1ex',
    '"abc\n"',
    '"a\u0001"',
    '"\\uzz"',
    '"\\x"',
    '"abc',
    'tru',
    '{"a":1,}',
  ])('says what %j lacks in Chinese too', (text) => {
    const result = parseJsonText(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe(
      `line ${result.error.line}, column ${result.error.column}: ${result.error.reasons['en-US']}`,
    );
    expect(result.error.reasons['zh-CN']).toMatch(/\p{Script=Han}/u);
    expect(result.error.reasons['zh-CN']).not.toMatch(/expected/);
  });
});
