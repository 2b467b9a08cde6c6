import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HtmlWidget } from './HtmlWidget';
import { sanitizerReady } from '../services/sanitize-html';
import { WidgetHarness, makeWidget } from './story-harness';

describe('HtmlWidget', () => {
  // The renderer loads its sanitizer on first need; the form waits for it, and so do these tests.
  beforeAll(() => sanitizerReady());

  it('renders the markup of its default value', () => {
    const widget = makeWidget('html', { defaultValue: '<p>Read the <strong>terms</strong></p>' });
    render(<WidgetHarness component={HtmlWidget} widget={widget} />);
    expect(screen.getByText('terms').tagName).toBe('STRONG');
  });

  it('removes scripts, event handlers and javascript links before showing the markup', () => {
    const widget = makeWidget('html', {
      defaultValue:
        '<p>Hi</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">go</a>',
    });
    const { container } = render(<WidgetHarness component={HtmlWidget} widget={widget} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('go')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it('sanitizes through the services of the renderer', () => {
    const widget = makeWidget('html', { defaultValue: '<em>raw</em>' });
    render(
      <WidgetHarness
        component={HtmlWidget}
        widget={widget}
        services={{ sanitizeHtml: () => '<span>cleaned</span>' }}
      />,
    );
    expect(screen.getByText('cleaned')).toBeInTheDocument();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });
});
