import { DEFAULT_FORM_CONFIG, createWidget } from '@org/form-schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toolbarButtons } from '../designer/options';
import { designerActions } from '../store/designer-slice';
import { renderDesigner, waitForDialogsToClose } from '../test-utils';
import { DesignerToolbar } from './DesignerToolbar';

const ALL = toolbarButtons(undefined);
const form = () => ({
  list: [createWidget('input'), createWidget('select')],
  config: { ...DEFAULT_FORM_CONFIG },
});

describe('<DesignerToolbar>', () => {
  it('shows every button by default, and only the ones switched on', () => {
    const { unmount } = renderDesigner(<DesignerToolbar buttons={ALL} />);
    const bar = screen.getByRole('toolbar', { name: 'Designer actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual([
      'Undo',
      'Redo',
      'Import JSON',
      'Clear',
      'Preview',
      'Generate JSON',
      'Generate code',
    ]);
    unmount();
    renderDesigner(
      <DesignerToolbar
        buttons={toolbarButtons({ redo: false, clear: false, generateCode: false })}
      />,
    );
    const names = within(screen.getByRole('toolbar'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(['Undo', 'Import JSON', 'Preview', 'Generate JSON']);
  });

  it('disables undo and redo while there is nothing to undo or redo', async () => {
    const { store } = renderDesigner(<DesignerToolbar buttons={ALL} />);
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    act(() => void store.dispatch(designerActions.widgetAdded({ type: 'input' })));
    expect(undo).toBeEnabled();
    await userEvent.click(undo);
    expect(store.getState().designer.definition.list).toEqual([]);
    expect(undo).toBeDisabled();
    expect(redo).toBeEnabled();
    await userEvent.click(redo);
    expect(store.getState().designer.definition.list).toHaveLength(1);
  });

  it('clears the form only after confirmation', async () => {
    const user = userEvent.setup();
    const { store } = renderDesigner(<DesignerToolbar buttons={ALL} />, { definition: form() });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the form' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogsToClose();
    expect(store.getState().designer.definition.list).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const again = await screen.findByRole('dialog', { name: 'Clear the form' });
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    await waitForDialogsToClose();
    expect(store.getState().designer.definition.list).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('opens the import, preview, JSON and code dialogs', async () => {
    const user = userEvent.setup();
    renderDesigner(<DesignerToolbar buttons={ALL} />, { definition: form() });
    for (const name of ['Import JSON', 'Preview', 'Generate JSON', 'Generate code']) {
      await user.click(await screen.findByRole('button', { name }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toBeVisible();
      await user.click(within(dialog).getAllByRole('button', { name: /^(Cancel|Close)$/ })[0]!);
      await waitForDialogsToClose();
    }
  });
});
