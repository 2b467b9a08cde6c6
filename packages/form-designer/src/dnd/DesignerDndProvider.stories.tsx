import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Canvas } from '../canvas/Canvas';
import { CanvasSandbox } from '../canvas/CanvasSandbox';
import { gridForm } from '../canvas/fixtures';
import { Palette } from '../palette/Palette';
import { createDesignerStore } from '../store/designer-store';
import { DesignerDndProvider } from './DesignerDndProvider';

function Workbench() {
  const store = useMemo(() => createDesignerStore(gridForm()), []);
  return (
    <CanvasSandbox store={store}>
      <DesignerDndProvider>
        <div style={{ display: 'flex', height: 560, border: '1px solid #ddd' }}>
          <Palette />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Canvas />
          </div>
        </div>
      </DesignerDndProvider>
    </CanvasSandbox>
  );
}

const meta = {
  title: 'designer/dnd/DesignerDndProvider',
  component: Workbench,
} satisfies Meta<typeof Workbench>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Palette and canvas under one provider: a widget dragged with the pointer from the palette into
 * the grid's second column (drop line shown while dragging).
 */
export const PointerDrag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('button', { name: 'Add Switch' }).getBoundingClientRect();
    const to = canvas.getByRole('group', { name: 'Column 2' }).getBoundingClientRect();
    const fire = (type: string, x: number, y: number, target: EventTarget) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          clientX: x,
          clientY: y,
          isPrimary: true,
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
          pointerId: 1,
        }),
      );
    const source = canvas.getByRole('button', { name: 'Add Switch' });
    const x0 = from.left + from.width / 2;
    const y0 = from.top + from.height / 2;
    fire('pointerdown', x0, y0, source);
    const doc = canvasElement.ownerDocument;
    const x1 = to.left + to.width / 2;
    const y1 = to.bottom - 12;
    for (let i = 1; i <= 10; i++) {
      fire('pointermove', x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10, doc);
      await new Promise((done) => requestAnimationFrame(done));
    }
    await waitFor(() => expect(doc.querySelector('[data-testid="drop-line"]')).toBeVisible());
    fire('pointerup', x1, y1, doc);
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Column 2' })).toHaveTextContent('Switch'),
    );
  },
};
