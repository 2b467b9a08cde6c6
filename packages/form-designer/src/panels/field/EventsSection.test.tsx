import { findWidget } from '@org/form-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPanel } from '../test-helpers';

describe('EventsSection', () => {
  it('binds the onChange event to one of the form scripts, and unbinds it', async () => {
    const { store } = renderPanel('input');
    const events = () => findWidget(store.getState().designer.definition, 'input')!.widget.events;
    await userEvent.click(screen.getByRole('combobox', { name: 'On change' }));
    await userEvent.click(screen.getByRole('option', { name: 'onNameChange' }));
    expect(events()).toMatchObject({ onChange: 'onNameChange' });
    await userEvent.click(screen.getByRole('combobox', { name: 'On change' }));
    await userEvent.click(screen.getByRole('option', { name: 'No script' }));
    expect(events()?.onChange).toBeUndefined();
  });

  it('opens the event script manager on this event', async () => {
    renderPanel('select');
    await userEvent.click(screen.getByRole('button', { name: 'Choose script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event scripts' });
    expect(dialog).toBeVisible();
  });
});
