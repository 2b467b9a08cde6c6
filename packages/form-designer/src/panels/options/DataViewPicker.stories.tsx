import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import type { PropsMapping } from '@org/form-schema';
import { useState } from 'react';
import { DataViewPicker } from './DataViewPicker';

function Demo() {
  const [viewId, setViewId] = useState('v1');
  const [props, setProps] = useState<PropsMapping>({ value: '', label: '' });
  return (
    <DataViewPicker
      viewId={viewId}
      props={props}
      withChildren={false}
      onViewChange={setViewId}
      onPropsChange={setProps}
    />
  );
}

const meta = { title: 'designer/panels/options/DataViewPicker' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders>
      <Demo />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByRole('combobox', { name: 'Value field' });
    await waitFor(() => expect(value).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(value);
    await userEvent.click(within(document.body).getByRole('option', { name: 'id' }));
    await expect(value).toHaveTextContent('id');
  },
};
