import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { FormRenderer } from '../core/FormRenderer';
import { escapeHtml, sanitizeHtml, sanitizerReady } from './sanitize-html';

declare global {
  interface Window {
    hacked?: number;
  }
}

afterEach(() => {
  delete window.hacked;
});

const attack = [
  '<p>Hello <b>world</b></p>',
  '<script>window.hacked = 1</script>',
  '<img src="x" onerror="window.hacked = 2" alt="pic">',
  '<a href="javascript:window.hacked = 3">link</a>',
  '<svg><script>window.hacked = 4</script></svg>',
  '<iframe src="javascript:window.hacked = 5"></iframe>',
  '<style>body { display: none }</style>',
].join('');

describe('sanitizeHtml', () => {
  it('keeps markup and removes everything executable', async () => {
    await sanitizerReady();
    const clean = sanitizeHtml(attack);
    expect(clean).toContain('<p>Hello <b>world</b></p>');
    expect(clean).toContain('<img src="x" alt="pic">');
    expect(clean).not.toMatch(/script|onerror|javascript:|iframe|<style/i);
  });

  it('escapes text instead of sanitizing where there is no DOM', () => {
    expect(escapeHtml('<b onclick="x">&</b>')).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;&amp;&lt;/b&gt;',
    );
  });

  it('is applied to html from a definition before it reaches the page', async () => {
    const definition = form([widget('html', 'notice', 'Notice', { defaultValue: attack })]);
    const { container } = render(<FormRenderer definition={definition} widgets={testWidgets} />);
    expect(await screen.findByText('world')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect(window.hacked).toBeUndefined();
  });
});
