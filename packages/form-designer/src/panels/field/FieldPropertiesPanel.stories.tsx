import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { FieldPropertiesPanel } from './FieldPropertiesPanel';

const meta = {
  title: 'designer/panels/FieldPropertiesPanel',
  component: FieldPropertiesPanel,
} satisfies Meta<typeof FieldPropertiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (selected?: string) => () => (
  <PanelStoryProviders selected={selected}>
    <FieldPropertiesPanel />
  </PanelStoryProviders>
);

export const Empty: Story = {
  render: panel(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const TextFields: Story = {
  render: panel('input'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Required'));
    await expect(canvas.getByRole('textbox', { name: 'Required message' })).toBeVisible();
  },
};

export const NumberFields: Story = {
  render: panel('number'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('textbox', { name: 'Step' });
    await userEvent.clear(step);
    await userEvent.type(step, '100000');
    await expect(canvas.getByText('Must be from -99999 to 99999')).toBeVisible();
  },
};

export const ChoiceFields: Story = {
  render: panel('select'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add option' }));
    await expect(canvas.getByRole('textbox', { name: 'Option 4 Value' })).toHaveValue('Option 4');
  },
};

export const DateAndTime: Story = { render: panel('date') };

export const RatingSliderSwitch: Story = { render: panel('slider') };

export const Uploads: Story = {
  render: panel('imgupload'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The upload address is required')).toBeVisible();
  },
};

export const Cascader: Story = { render: panel('cascader') };

export const RichTextEditor: Story = { render: panel('editor') };

export const CustomTemplate: Story = { render: panel('component') };

export const DisplayText: Story = { render: panel('html') };

export const SubTable: Story = { render: panel('table') };

export const SubTableColumn: Story = {
  render: panel('column'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Width' })).toHaveValue(
      '200px',
    );
  },
};

export const GridColumn: Story = {
  render: panel('col'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Span' })).toHaveValue('12');
  },
};

export const Grid: Story = { render: panel('grid') };

export const Tabs: Story = { render: panel('tabs') };

export const Divider: Story = { render: panel('divider') };

export const ReportCell: Story = {
  render: panel('td'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Column span' }),
    ).toHaveAttribute('readonly');
  },
};

export const Report: Story = { render: panel('report') };
