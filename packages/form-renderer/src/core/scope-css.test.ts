import { describe, expect, it } from 'vitest';
import { scopeCss, scopeSelector } from './scope-css';

describe('scopeCss', () => {
  it('prefixes every selector with the scope', () => {
    expect(scopeCss('.title, input[type="text"] { color: red }', '.s')).toBe(
      '.s .title,.s.title,.s input[type="text"]{ color: red }',
    );
  });

  it('maps the page selectors to the form itself', () => {
    expect(scopeSelector('body', '.s')).toEqual(['.s']);
    expect(scopeSelector(':root .x', '.s')).toEqual(['.s .x']);
    expect(scopeSelector('html body .x', '.s')).toEqual(['.s .x']);
  });

  it('scopes rules inside @media and keeps @keyframes as written', () => {
    const css =
      '@media (max-width: 600px) { .a { top: 0 } } @keyframes spin { from { opacity: 0 } to { opacity: 1 } }';
    expect(scopeCss(css, '.s')).toBe(
      '@media (max-width: 600px){.s .a,.s.a{ top: 0 }}@keyframes spin{ from { opacity: 0 } to { opacity: 1 } }',
    );
  });

  it('drops @import, comments and unknown at-rules', () => {
    expect(scopeCss('@import url(evil.css); /* note */ p { margin: 0 }', '.s')).toBe(
      '.s p{ margin: 0 }',
    );
  });

  it('does not split selectors at commas inside :is() or strings', () => {
    expect(scopeCss(':is(h1, h2) , a[title="x,y"] {}', '.s')).toBe(
      '.s :is(h1, h2),.s:is(h1, h2),.s a[title="x,y"]{}',
    );
  });

  it('cannot close the style element early', () => {
    expect(scopeCss('p{content:"</style><script>"}', '.s')).not.toContain('</style');
  });

  it('gives nothing for empty text', () => {
    expect(scopeCss('  ', '.s')).toBe('');
  });
});
