import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormDefinition } from '@org/form-schema';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DesignerDndProvider } from '../dnd/DesignerDndProvider';
import type { DesignerLocale } from '../i18n';
import { Palette } from '../palette/Palette';
import { designerActions } from '../store/designer-slice';
import { createDesignerStore } from '../store/designer-store';
import { Canvas } from './Canvas';
import { CanvasSandbox } from './CanvasSandbox';
import { everyWidgetForm, formOf, gridForm, reportForm, tableForm, tabsForm } from './fixtures';

interface CanvasStoryProps {
  definition: FormDefinition;
  /** Index in the form's list of the widget to select first. */
  select?: number;
  locale?: DesignerLocale;
  withPalette?: boolean;
}

function CanvasStory({ definition, select, locale = 'en-US', withPalette }: CanvasStoryProps) {
  const store = useMemo(() => {
    const created = createDesignerStore(definition);
    const key = select === undefined ? undefined : definition.list[select]?.key;
    if (key) created.dispatch(designerActions.widgetSelected(key));
    return created;
  }, [definition, select]);
  return (
    <CanvasSandbox store={store} locale={locale}>
      <DesignerDndProvider>
        <div style={{ display: 'flex', height: 640, border: '1px solid #ddd' }}>
          {withPalette ? <Palette /> : null}
          <div style={{ flex: 1, minWidth: 0 }}>
            <Canvas />
          </div>
        </div>
      </DesignerDndProvider>
    </CanvasSandbox>
  );
}

const meta = {
  title: 'designer/canvas/Canvas',
  component: CanvasStory,
  args: { definition: formOf() },
} satisfies Meta<typeof CanvasStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: the hint to drag or click. */
export const Empty: Story = {
  args: { withPalette: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Drag a widget from the left, or click one, to add it to the form.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Input' }));
    await expect(canvas.getByRole('button', { name: 'Delete Input' })).toBeVisible();
  },
};

/** A grid with two columns; selecting it offers "add column", a column offers clone and delete. */
export const Grid: Story = {
  args: { definition: gridForm(), select: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add column' }));
    await waitFor(() => expect(canvas.getAllByText('md 24')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Mobile' }));
    await expect(canvas.getAllByText('xs 24')).toHaveLength(3);
  },
};

/** Tabs: the selected widget renames, moves and removes its open pane. */
export const Tabs: Story = {
  args: { definition: tabsForm(), select: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Address' }));
    await expect(canvas.getByText('Street')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move pane right' })).toBeDisabled();
  },
};

/** A report: selecting a cell opens its menu of merges and splits. */
export const Report: Story = {
  args: { definition: reportForm() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('cell', { name: 'Cell, row 2, column 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cell actions' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Merge right' }));
    await waitFor(() =>
      expect(canvas.getByRole('cell', { name: 'Cell, row 2, column 1' })).toHaveAttribute(
        'colspan',
        '2',
      ),
    );
  },
};

/** A sub-table with two columns of 200 px and the row-number column. */
export const SubTable: Story = {
  args: { definition: tableForm() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('group', { name: 'Item' });
    await expect(Math.round(item.getBoundingClientRect().width)).toBe(200);
    await expect(canvas.getByText('No.')).toBeVisible();
  },
};

/** A sub-table without columns shows its empty message. */
export const EmptySubTable: Story = {
  args: { definition: tableForm(false) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Drag fields here to add columns to the table'),
    ).toBeVisible();
  },
};

/** Every widget's design-time preview and each container, with the palette, in Chinese. */
export const EveryWidgetInChinese: Story = {
  args: { definition: everyWidgetForm(), withPalette: true, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '布局字段' })).toBeVisible();
    await expect(canvas.getByText('暂不支持。')).toBeVisible();
  },
};

/** Keyboard dragging in a real browser: Space, arrow down into the grid's first column, Space. */
export const KeyboardDrag: Story = {
  args: {
    definition: formOf(...tableForm(false).list, ...gridForm().list),
    withPalette: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The drag's screen-reader announcements (a live region portalled into the body).
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Add Rate' }).focus();
    await userEvent.keyboard('[Space]');
    await page.findByText('Picked up a new Rate.');
    // From the end of the form, up: the end of column 2, its start, the end of column 1, its
    // start. Each key moves the target at once; the announcement of the last place confirms it.
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      await userEvent.keyboard(`[${key}]`);
    }
    await page.findByText('Rate will go to position 1 of column 1 of Two columns.');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Column 1' })).toHaveTextContent('Rate'),
    );
  },
};
