import type { GridWidget } from '@org/form-schema';
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';

function grid(options: Record<string, unknown> = {}): GridWidget {
  const made = widget('grid', 'layout', 'Layout', { gutter: 16, ...options });
  const [left, right] = made.columns;
  return {
    ...made,
    columns: [
      {
        ...left!,
        options: { ...left!.options, span: 12, md: 12, sm: 12, xs: 24 },
        list: [widget('input', 'first', 'First')],
      },
      {
        ...right!,
        options: { ...right!.options, span: 12, md: 12, sm: 12, xs: 24 },
        list: [widget('input', 'last', 'Last')],
      },
    ],
  };
}

const columnOf = (name: string) =>
  screen.getByRole('textbox', { name }).closest('.fr-col') as HTMLElement;

describe('GridContainer', () => {
  it('places columns on the 24-column grid with the gutter', () => {
    render(<FormRenderer definition={form([grid()])} widgets={testWidgets} />);
    expect(columnOf('First').style.gridColumn).toBe('1 / span 12');
    expect(columnOf('Last').style.gridColumn).toBe('13 / span 12');
    expect((columnOf('First').parentElement as HTMLElement).style.columnGap).toBe('16px');
  });

  it('lets the platform pick the breakpoint of a responsive grid', () => {
    const definition = form([grid({ responsive: true })]);
    const { rerender } = render(
      <FormRenderer definition={definition} widgets={testWidgets} platform="mobile" />,
    );
    expect(columnOf('Last').style.gridColumn).toBe('1 / span 24');
    expect(columnOf('Last').style.gridRow).toBe('2');
    rerender(<FormRenderer definition={definition} widgets={testWidgets} platform="pad" />);
    expect(columnOf('Last').style.gridColumn).toBe('13 / span 12');
  });

  it('hides the whole grid by its model, and its fields from validation', async () => {
    const ref = createRef<FormRendererHandle>();
    const definition = form([grid()]);
    const first = definition.list[0] as GridWidget;
    first.columns[0]!.list[0]!.options = { ...first.columns[0]!.list[0]!.options, required: true };
    first.columns[0]!.list[0]!.rules = [{ required: true, message: 'needed' }];
    render(<FormRenderer definition={definition} widgets={testWidgets} ref={ref} />);
    act(() => ref.current?.hide('layout'));
    expect(screen.queryByRole('textbox', { name: 'First' })).not.toBeInTheDocument();
    await expect(ref.current?.getData()).resolves.toEqual({ first: '', last: '' });
    act(() => ref.current?.display('layout'));
    expect(screen.getByRole('textbox', { name: 'First' })).toBeInTheDocument();
  });
});
