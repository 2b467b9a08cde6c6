import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PatternSyntaxError, isValidPattern, parsePattern, splitPattern } from './pattern';

describe('parsePattern (pattern text to regular expression, without evaluating it)', () => {
  it('plain text is the regex source', () => {
    const regexp = parsePattern('^\\d+$');
    expect(regexp.source).toBe('^\\d+$');
    expect(regexp.flags).toBe('');
    expect(regexp.test('123')).toBe(true);
    expect(regexp.test('12a')).toBe(false);
  });

  it('a /…/flags literal is split into source and flags', () => {
    const regexp = parsePattern('/^abc$/i');
    expect(regexp.source).toBe('^abc$');
    expect(regexp.test('ABC')).toBe(true);
  });

  it('a literal keeps several flags (/a/gi)', () => {
    const regexp = parsePattern('/a/gi');
    expect(regexp.source).toBe('a');
    expect(regexp.flags).toBe('gi');
  });

  it('a literal with slashes inside keeps them in the source (split at the last slash)', () => {
    expect(splitPattern('/a/b/i')).toEqual({ source: 'a/b', flags: 'i' });
    const url = parsePattern('/^https?:\\/\\/x\\.org\\/a$/');
    expect(url.test('https://x.org/a')).toBe(true);
    expect(url.test('ftp://x.org/a')).toBe(false);
  });

  it('text whose tail after the last slash is not made of flag letters is a source', () => {
    expect(splitPattern('/a/x')).toEqual({ source: '/a/x', flags: '' });
    expect(parsePattern('/a/x').test('/a/x')).toBe(true);
  });

  it('text with slashes that does not start with one is a source', () => {
    expect(splitPattern('a/b/i')).toEqual({ source: 'a/b/i', flags: '' });
  });

  it('a lone slash pair or a slash without a closing one is a source', () => {
    expect(splitPattern('//')).toEqual({ source: '//', flags: '' });
    expect(splitPattern('/abc')).toEqual({ source: '/abc', flags: '' });
  });

  it('invalid source throws PatternSyntaxError naming the pattern text and the reason', () => {
    let caught: unknown;
    try {
      parsePattern('/(ab/');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PatternSyntaxError);
    const error = caught as PatternSyntaxError;
    expect(error.pattern).toBe('/(ab/');
    expect(error.reason).toMatch(/unterminated group/i);
    expect(error.message).toContain('/(ab/');
    expect(error.message).toContain(error.reason);
  });

  it('invalid regex text such as an unbalanced bracket or a dangling quantifier is refused', () => {
    expect(() => parsePattern('[a-')).toThrow(PatternSyntaxError);
    expect(() => parsePattern('*abc')).toThrow(PatternSyntaxError);
  });

  it('a repeated flag is refused with a PatternSyntaxError', () => {
    expect(() => parsePattern('/a/gg')).toThrow(PatternSyntaxError);
  });

  it('pattern text is never run as code', () => {
    const marker = globalThis as { patternSideEffect?: boolean };
    const regexp = parsePattern('/x/; globalThis.patternSideEffect = true; //');
    expect(marker.patternSideEffect).toBeUndefined();
    expect(regexp).toBeInstanceOf(RegExp);
  });

  it('isValidPattern answers whether parsePattern would succeed', () => {
    expect(isValidPattern('^a+$')).toBe(true);
    expect(isValidPattern('(')).toBe(false);
  });

  it('property: a regex written as a literal parses back to the same source and flags', () => {
    const flags = fc.subarray(['d', 'g', 'i', 'm', 's', 'y'] as const).map((f) => f.join(''));
    const source = fc.string({ minLength: 1 }).filter((text) => isValidPattern(text));
    fc.assert(
      fc.property(source, flags, (text, flagText) => {
        const original = new RegExp(text, flagText);
        const parsed = parsePattern(`/${original.source}/${original.flags}`);
        expect(parsed.source).toBe(original.source);
        expect(parsed.flags).toBe(original.flags);
      }),
    );
  });

  it('property: text not starting with a slash is always the whole source', () => {
    const text = fc.string().filter((t) => !t.startsWith('/'));
    fc.assert(
      fc.property(text, (t) => {
        expect(splitPattern(t)).toEqual({ source: t, flags: '' });
      }),
    );
  });
});
