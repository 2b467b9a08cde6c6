import { addWidget, createHistory, recordHistory } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyForm, largeForm, realisticForm } from './designer/sample-forms';
import { sampleServices } from './designer/story-providers';
import { LeaveFormEditor } from './designer/HostExample';
import { FormDesigner } from './FormDesigner';
import { writeStoredHistory } from './persistence/history-storage';
import { memoryStorage } from './persistence/memory-storage';

const meta = {
  title: 'designer/frame/FormDesigner',
  component: FormDesigner,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en-US', height: '100vh' },
} satisfies Meta<typeof FormDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {
  args: { defaultValue: emptyForm() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(page.getByText('No data fields yet.')).toBeVisible();
  },
};

export const RealisticForm: Story = {
  args: { defaultValue: realisticForm() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const fields = page.getByRole('navigation', { name: 'Fields' });
    await userEvent.click(within(fields).getByRole('button', { name: /^Reason/ }));
    await waitFor(() =>
      expect(within(fields).getByRole('button', { name: /^Reason/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

export const ChineseWithoutSomeButtons: Story = {
  args: {
    locale: 'zh-CN',
    defaultValue: realisticForm(),
    options: { importJson: false, generateCode: false, paletteGroups: ['basic', 'layout'] },
    services: sampleServices(() => {}),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: '设计器操作' });
    await expect(within(bar).queryByRole('button', { name: /导入JSON/ })).toBeNull();
    await expect(within(bar).getByRole('button', { name: /预览/ })).toBeVisible();
  },
};

/**
 * The 2000-widget form that the benchmark measures, as a smoke test that it opens. axe is not
 * run on it: scanning its 16,000 nodes alone outlasts the story runner's timeout, and the same
 * components are checked by the smaller stories above and by the canvas and panel stories.
 */
export const TwoThousandWidgets: Story = {
  args: { defaultValue: largeForm(2000) },
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement).getByRole('navigation', { name: 'Fields' });
    await expect(await within(fields).findByText('Field 1450')).toBeInTheDocument();
  },
};

/** The README's example: a host page holding the definition in its state. */
export const EmbeddedInAHost: Story = {
  render: () => <LeaveFormEditor initial={realisticForm()} save={() => {}} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.queryByRole('button', { name: /Generate code/ })).toBeNull();
  },
};

/**
 * A storage holding an earlier visit's undo history of form 42 for user "ann": two widgets
 * added to the realistic form.
 */
function storageWithEarlierVisit() {
  const storage = memoryStorage();
  const start = realisticForm();
  let history = createHistory(start);
  let definition = start;
  for (const type of ['input', 'date'] as const) {
    const result = addWidget(definition, type, { selected: null });
    definition = result.definition;
    history = recordHistory(history, definition, result.selected);
  }
  writeStoredHistory({ formId: 42, userId: 'ann', revision: 1, storage }, history);
  return { storage, start };
}

function ReopenedDesigner() {
  const [{ storage, start }] = useState(storageWithEarlierVisit);
  return (
    <FormDesigner
      locale="en-US"
      height="100vh"
      defaultValue={start}
      persistHistory={{ formId: 42, userId: 'ann', revision: 1, storage }}
    />
  );
}

/** Reopening a form whose undo history the browser kept: the canvas and its steps come back. */
export const RestoredUndoHistory: Story = {
  render: () => <ReopenedDesigner />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const notice = page.getByRole('status', { name: 'Restored changes' });
    await expect(notice).toHaveTextContent(/with 2 undo steps/);
    const undo = page.getByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    await userEvent.click(undo);
    await waitFor(() => expect(undo).toBeDisabled());
    await userEvent.click(within(notice).getByRole('button', { name: 'Discard them' }));
    await expect(page.queryByRole('status', { name: 'Restored changes' })).toBeNull();
  },
};
