import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComponentWidget } from './ComponentWidget';
import { sanitizerReady } from '../services/sanitize-html';
import { WidgetHarness, makeWidget } from './story-harness';

describe('ComponentWidget', () => {
  // The renderer loads its sanitizer on first need; the form waits for it, and so do these tests.
  beforeAll(() => sanitizerReady());

  it('shows the custom template as markup in a group named by the label', () => {
    const widget = makeWidget(
      'component',
      { template: '<div class="card"><h4>Summary</h4><p>All good</p></div>' },
      { name: 'Summary card' },
    );
    render(<WidgetHarness component={ComponentWidget} widget={widget} />);
    const group = screen.getByRole('group', { name: 'Summary card' });
    expect(group).toContainElement(screen.getByRole('heading', { name: 'Summary' }));
  });

  it('never lets a script or an event handler of the template run', () => {
    const widget = makeWidget('component', {
      template:
        '<div>Card</div><script>window.templateHacked = 1</script><img src="x" onerror="window.templateHacked = 1"><svg onload="window.templateHacked = 1"></svg>',
    });
    const { container } = render(<WidgetHarness component={ComponentWidget} widget={widget} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onload]')).toBeNull();
    expect((window as { templateHacked?: number }).templateHacked).toBeUndefined();
    expect(screen.getByText('Card')).toBeInTheDocument();
  });
});
