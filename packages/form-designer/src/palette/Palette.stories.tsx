import type { Meta, StoryObj } from '@storybook/react-vite';
import Map from '@mui/icons-material/Map';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CanvasSandbox } from '../canvas/CanvasSandbox';
import { DesignerDndProvider } from '../dnd/DesignerDndProvider';
import type { DesignerLocale } from '../i18n';
import { createDesignerStore } from '../store/designer-store';
import { Palette } from './Palette';
import type { PaletteProps } from './types';

function PaletteStory({ locale = 'en-US', ...props }: PaletteProps & { locale?: DesignerLocale }) {
  const store = useMemo(() => createDesignerStore(), []);
  return (
    <CanvasSandbox store={store} locale={locale}>
      <DesignerDndProvider>
        <div style={{ height: 620, border: '1px solid #ddd', display: 'inline-block' }}>
          <Palette {...props} />
        </div>
      </DesignerDndProvider>
    </CanvasSandbox>
  );
}

const meta = {
  title: 'designer/palette/Palette',
  component: PaletteStory,
} satisfies Meta<typeof PaletteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group, 250 px wide. */
export const AllGroups: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Widgets' });
    await expect(Math.round(nav.getBoundingClientRect().width)).toBe(250);
    await expect(within(nav).getAllByRole('heading')).toHaveLength(4);
  },
};

/** In Chinese. */
export const Chinese: Story = {
  args: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '添加栅格布局' })).toBeVisible();
  },
};

/** Narrowed by the host, with its own widgets in Custom. */
export const HostChoice: Story = {
  args: {
    groups: ['basic', 'custom'],
    types: ['input', 'textarea', 'select', 'custom'],
    customWidgets: [
      { el: 'map-picker', name: { 'en-US': 'Map', 'zh-CN': '地图' }, icon: <Map /> },
      { el: 'signature', name: 'Signature' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Layout' })).toBeNull();
    const map = canvas.getByRole('button', { name: 'Add Map' });
    map.focus();
    await userEvent.keyboard('{Enter}');
    await expect(map).toHaveFocus();
  },
};
