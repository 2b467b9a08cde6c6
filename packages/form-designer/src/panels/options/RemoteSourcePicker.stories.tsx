import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RemoteSourceSummary } from '../../services/types';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { RemoteSourcePicker } from './RemoteSourcePicker';

const FUNCTIONS: RemoteSourceSummary[] = [
  { name: 'func_regions', label: 'Regions' },
  { name: 'func_levels', label: '' },
];
const listFunctions = async () => FUNCTIONS;

function Demo({
  start = '',
  list,
}: {
  start?: string;
  list?: () => Promise<RemoteSourceSummary[]>;
}) {
  const [value, setValue] = useState(start);
  return (
    <>
      <RemoteSourcePicker label="Function name" value={value} onChange={setValue} list={list} />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

const meta = { title: 'designer/panels/options/RemoteSourcePicker' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The host lists its remote functions: one is picked, shown with its label. */
export const FromTheHostsList: Story = {
  render: () => (
    <PanelStoryProviders>
      <Demo list={listFunctions} />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Function name' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(picker);
    const listbox = within(document.body).getByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'func_levels' })).toBeVisible();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Regions (func_regions)' }));
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('func_regions');
  },
};

/** A name the host does not have (FormMaking's generated `func_…`) stays, marked as such. */
export const NameNotInTheList: Story = {
  render: () => (
    <PanelStoryProviders>
      <Demo start="func_1700000000000" list={listFunctions} />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('combobox', { name: 'Function name' });
    await waitFor(() =>
      expect(picker).toHaveTextContent('func_1700000000000 (not among the host’s)'),
    );
  },
};

/** Without a host list the name is typed in. */
export const TypedIn: Story = {
  render: () => (
    <PanelStoryProviders>
      <Demo />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Function name' }), 'func_a');
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('func_a');
  },
};
