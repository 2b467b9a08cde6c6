import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RemoteSourceSummary } from '../../services/types';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { RemoteSourcePicker } from './RemoteSourcePicker';

const listFunctions = async (): Promise<RemoteSourceSummary[]> => [
  { name: 'func_regions', label: 'Regions' },
  { name: 'func_levels', label: '' },
];

function Picker(props: { start?: string; list?: () => Promise<RemoteSourceSummary[]> }) {
  const [value, setValue] = useState(props.start ?? '');
  return (
    <>
      <RemoteSourcePicker
        label="Function name"
        value={value}
        onChange={setValue}
        list={props.list}
      />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

const show = (props: Parameters<typeof Picker>[0]) =>
  render(
    <PanelStoryProviders>
      <Picker {...props} />
    </PanelStoryProviders>,
  );

describe('RemoteSourcePicker', () => {
  it('offers the host’s names with their labels', async () => {
    show({ list: listFunctions });
    const picker = screen.getByRole('combobox', { name: 'Function name' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(picker);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'func_levels' })).toBeTruthy();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Regions (func_regions)' }));
    expect(screen.getByLabelText('Chosen').textContent).toBe('func_regions');
  });

  it('keeps a name the host does not have, marked', async () => {
    show({ start: 'func_1700000000000', list: listFunctions });
    const picker = screen.getByRole('combobox', { name: 'Function name' });
    await waitFor(() =>
      expect(picker.textContent).toBe('func_1700000000000 (not among the host’s)'),
    );
  });

  it('takes a typed name without a host list', async () => {
    show({});
    await userEvent.type(screen.getByRole('textbox', { name: 'Function name' }), 'func_a');
    expect(screen.getByLabelText('Chosen').textContent).toBe('func_a');
  });
});
