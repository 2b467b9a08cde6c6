import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { DeleteSelectedButton, RemovalConfirm } from './RemovalControls';
import { useListRemoval } from './use-list-removal';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: '华东' },
  { id: 2, name: '华北' },
];

const remove = fn(async () => undefined);
const clear = fn();
const removed = fn();

/** A list's 删除所选 and its confirmation, over two checked rows. */
function Removal({ selected }: { selected: Row[] }) {
  const removal = useListRemoval<Row>({
    remove,
    doneText: '已删除',
    selection: { clear },
    list: { removed },
  });
  return (
    <>
      <DeleteSelectedButton removal={removal} selected={selected} />
      <RemovalConfirm
        removal={removal}
        title="删除确认"
        question={(only, count) =>
          only ? `确定删除“${only.name}”吗？` : `确定删除这 ${count} 项吗？`
        }
      />
    </>
  );
}

const meta: Meta<typeof Removal> = {
  title: 'App kit/List/Removal',
  component: Removal,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof Removal>;

/** Deletes the checked rows once confirmed, then clears the selection and tells the list. */
export const Confirmed: Story = {
  render: () => (
    <StoryFrame signedIn>
      <Removal selected={ROWS} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除所选' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '删除确认' });
    await expect(dialog).toHaveTextContent('确定删除这 2 项吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith([1, 2], ROWS));
    await waitFor(() => expect(removed).toHaveBeenCalledWith(2));
    await expect(clear).toHaveBeenCalled();
  },
};

/** Nothing checked: 删除所选 is disabled. */
export const NothingChecked: Story = {
  render: () => (
    <StoryFrame signedIn>
      <Removal selected={[]} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '删除所选' })).toBeDisabled();
  },
};
