import type { TabsWidget } from '@org/form-schema';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';

function tabs(options: Record<string, unknown> = {}): TabsWidget {
  return widget('tabs', 'sections', 'Sections', options, {
    tabs: [
      { label: 'Person', name: 'person', list: [widget('input', 'name', 'Name')] },
      {
        label: 'Address',
        name: 'address',
        list: [
          widget(
            'input',
            'street',
            'Street',
            {},
            { rules: [{ required: true, message: 'Street needed' }] },
          ),
        ],
      },
    ],
  });
}

describe('TabsContainer', () => {
  it('shows one pane at a time and switches on click', async () => {
    render(<FormRenderer definition={form([tabs()])} widgets={testWidgets} />);
    // Tabs are a lazy chunk: they show a tick after the form.
    expect(await screen.findByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Person' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Street' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
    expect(screen.getByRole('tabpanel', { name: 'Address' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Street' })).toBeVisible();
  });

  it("brings its rules in a sheet of its own, next to the form's", async () => {
    render(<FormRenderer definition={form([tabs()])} widgets={testWidgets} />);
    await screen.findByRole('tablist', { name: 'Sections' });
    const sheet = (href: string) => document.head.querySelector(`style[data-href="${href}"]`);
    expect(sheet('org-form-renderer-base')?.textContent).not.toContain('.fr-tabs');
    expect(sheet('org-form-renderer-tabs')?.textContent).toContain('.fr-tabs{');
  });

  it('keeps values and rules of fields in panes that are not shown', async () => {
    const ref = createRef<FormRendererHandle>();
    render(<FormRenderer definition={form([tabs()])} widgets={testWidgets} ref={ref} />);
    await expect(ref.current?.getData()).rejects.toThrow('Form data validation failed');
    await userEvent.click(await screen.findByRole('tab', { name: 'Address' }));
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveAccessibleDescription(
      'Street needed',
    );
  });

  it('puts the tabs on the left as a vertical list', async () => {
    render(
      <FormRenderer
        definition={form([tabs({ tabPosition: 'left', type: 'border-card' })])}
        widgets={testWidgets}
      />,
    );
    expect(await screen.findByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('tablist').closest('.fr-tabs')).toHaveClass(
      'fr-tabs--left',
      'fr-tabs--border-card',
    );
  });

  it('shows the tab container only while its model is displayed', async () => {
    const ref = createRef<FormRendererHandle>();
    render(<FormRenderer definition={form([tabs()])} widgets={testWidgets} ref={ref} />);
    await screen.findByRole('tablist');
    act(() => ref.current?.hide('sections'));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    act(() => ref.current?.display('sections'));
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });
});
