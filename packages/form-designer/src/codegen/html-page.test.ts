import { exportDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { sampleDefinition } from '../dialogs/test-fixtures';
import { STANDALONE_FILE, escapeHtml, generateHtmlPage, jsonForScript } from './html-page';

function definitionOf(html: string): unknown {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return JSON.parse(doc.getElementById('form-definition')?.textContent ?? '');
}

describe('generateHtmlPage', () => {
  it('loads the standalone build and mounts the form with get data and reset', () => {
    const definition = sampleDefinition();
    const html = generateHtmlPage(definition);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('script[src]')?.getAttribute('src')).toBe(`./${STANDALONE_FILE}`);
    expect(html).toContain('OrgFormRenderer.mount(');
    expect(doc.getElementById('form-submit')?.textContent).toBe('Submit');
    expect(doc.getElementById('form-reset')?.textContent).toBe('Reset');
    expect(definitionOf(html)).toEqual(JSON.parse(exportDefinition(definition)));
  });

  it('takes the renderer url, title and language', () => {
    const html = generateHtmlPage(sampleDefinition(), {
      rendererUrl: '/static/renderer.js?v="2"',
      title: 'Leave <request>',
      locale: 'zh-CN',
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('script[src]')?.getAttribute('src')).toBe('/static/renderer.js?v="2"');
    expect(doc.title).toBe('Leave <request>');
    expect(doc.documentElement.lang).toBe('zh-CN');
    expect(doc.getElementById('form-submit')?.textContent).toBe('提交');
  });

  it('never lets a text of the definition close its script element (randomised)', () => {
    const pieces = [
      '</script>',
      '<!--',
      '-->',
      '<script>',
      '&',
      '"',
      "'",
      '\u2028',
      '\u2029',
      'a',
      '\\',
      '</SCRIPT ',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let round = 0; round < 60; round++) {
      const text = Array.from(
        { length: 1 + (next() % 8) },
        () => pieces[next() % pieces.length],
      ).join('');
      const definition = sampleDefinition();
      definition.list[0] = { ...definition.list[0]!, name: text };
      const html = generateHtmlPage(definition);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.scripts).toHaveLength(3);
      const parsed = JSON.parse(doc.getElementById('form-definition')?.textContent ?? '') as {
        list: { name: string }[];
      };
      expect(parsed.list[0]?.name).toBe(text);
    }
  });
});

describe('escaping', () => {
  it('escapes HTML text and script JSON', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(jsonForScript('"</script>&"')).toBe('"\\u003c/script\\u003e\\u0026"');
    expect(JSON.parse(jsonForScript('"</script>&\u2028"'))).toBe('</script>&\u2028');
  });
});
