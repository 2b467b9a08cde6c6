import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { designerActions } from '../store/designer-slice';
import { renderDesigner } from '../test-utils';
import { TableDefaultValueDialog } from './TableDefaultValueDialog';
import { sampleDefinition, tableDefinition } from './test-fixtures';

describe('TableDefaultValueDialog', () => {
  it('adds and fills rows and saves them as the default value, one undo step', async () => {
    const definition = tableDefinition();
    const widgetKey = definition.list[0]!.key;
    const onClose = vi.fn();
    const { store } = renderDesigner(
      <TableDefaultValueDialog open widgetKey={widgetKey} onClose={onClose} />,
      { definition },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    const cells = await screen.findAllByRole('textbox');
    await userEvent.type(cells[0]!, 'first');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const table = store.getState().designer.definition.list[0]!;
    expect(table.options).toMatchObject({ defaultValue: [{ title: 'first' }] });
    store.dispatch(designerActions.undone());
    expect(store.getState().designer.definition.list[0]?.options).toMatchObject({
      defaultValue: [],
    });
  });

  it('starts from the stored rows', async () => {
    const definition = tableDefinition();
    const table = definition.list[0]!;
    definition.list[0] = {
      ...table,
      options: { ...table.options, defaultValue: [{ title: 'kept' }] },
    } as typeof table;
    renderDesigner(
      <TableDefaultValueDialog open widgetKey={table.key} onClose={() => undefined} />,
      {
        definition,
      },
    );
    expect(await screen.findByDisplayValue('kept')).toBeInTheDocument();
  });

  it('says so for a widget that is not a sub-table', () => {
    const definition = sampleDefinition();
    renderDesigner(
      <TableDefaultValueDialog
        open
        widgetKey={definition.list[0]!.key}
        onClose={() => undefined}
      />,
      { definition },
    );
    expect(screen.getByText('This widget is not a sub-table.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
