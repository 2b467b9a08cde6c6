import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RendererServices } from '../contract';
import { BlankWidget } from './BlankWidget';
import { WidgetHarness, makeWidget } from './story-harness';

describe('BlankWidget', () => {
  it('renders the host slot named by the model, with the value and a way to change it', async () => {
    const widget = makeWidget('blank', { defaultType: 'Array' }, { name: 'Team', model: 'team' });
    const renderSlot: RendererServices['renderSlot'] = (model, { value, onChange }) =>
      model === 'team' ? (
        <button type="button" onClick={() => onChange([...(value as string[]), 'Ada'])}>
          Add member ({(value as string[]).length})
        </button>
      ) : null;
    render(
      <WidgetHarness
        component={BlankWidget}
        widget={widget}
        value={[]}
        services={{ renderSlot }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add member (0)' }));
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('["Ada"]');
    expect(screen.getByRole('button', { name: 'Add member (1)' })).toBeInTheDocument();
  });

  it('shows a neutral empty area when the host gives no slot', () => {
    const widget = makeWidget('blank', {}, { name: 'Extra' });
    render(<WidgetHarness component={BlankWidget} widget={widget} value="" />);
    const area = screen.getByRole('group', { name: 'Extra' });
    expect(area).toBeEmptyDOMElement();
  });
});
