import { createWidget, type FormDefinition } from '@org/form-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Canvas } from '../canvas/Canvas';
import { DesignerDndProvider } from '../dnd/DesignerDndProvider';
import { createDesignerStore } from '../store/designer-store';
import { renderDesigner } from '../test-utils';
import { Palette } from './Palette';

const config = createDesignerStore().getState().designer.definition.config;
const form = (...list: FormDefinition['list']): FormDefinition => ({ list, config });

describe('Palette', () => {
  it('shows the four groups with their widgets, in the UI language', () => {
    renderDesigner(<Palette />);
    const nav = screen.getByRole('navigation', { name: 'Widgets' });
    for (const group of ['Basic', 'Advanced', 'Layout', 'Custom']) {
      expect(within(nav).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    const layout = screen.getByRole('group', { name: 'Layout' });
    expect(
      within(layout)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Divider', 'Grid', 'Tabs', 'Report']);
  });

  it('speaks Chinese in zh-CN', () => {
    renderDesigner(<Palette />, { locale: 'zh-CN' });
    expect(screen.getByRole('heading', { name: '基础字段' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加单行文本' })).toBeInTheDocument();
  });

  it('narrows groups and types, and offers host widgets in Custom', () => {
    renderDesigner(
      <Palette
        groups={['basic', 'custom']}
        types={['input', 'select', 'custom']}
        customWidgets={[{ el: 'map-picker', name: { 'en-US': 'Map', 'zh-CN': '地图' } }]}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Layout' })).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add Input',
      'Add Select',
      'Add Map',
    ]);
  });

  it('adds a clicked widget after the selection and selects it', async () => {
    const user = userEvent.setup();
    const first = createWidget('input');
    const last = createWidget('text');
    const { store } = renderDesigner(
      <DesignerDndProvider>
        <Palette />
        <Canvas />
      </DesignerDndProvider>,
      { definition: form(first, last) },
    );
    await user.click(screen.getByRole('group', { name: first.name }));
    await user.click(screen.getByRole('button', { name: 'Add Select' }));
    const state = store.getState().designer;
    expect(state.definition.list.map((w) => w.type)).toEqual(['input', 'select', 'text']);
    expect(state.selected).toBe(state.definition.list[1]!.key);
    expect(screen.getByRole('button', { name: 'Delete Select' })).toBeInTheDocument();
    // Enter adds too; with nothing selected the widget goes at the end.
    await user.click(screen.getByRole('button', { name: 'Delete Select' }));
    store.dispatch({ type: 'designer/widgetSelected', payload: null });
    screen.getByRole('button', { name: 'Add Custom' }).focus();
    await user.keyboard('{Enter}');
    expect(store.getState().designer.definition.list.map((w) => w.type)).toEqual([
      'input',
      'text',
      'custom',
    ]);
  });

  it('adds a custom host widget with its component name and options', async () => {
    const user = userEvent.setup();
    const { store } = renderDesigner(
      <DesignerDndProvider>
        <Palette customWidgets={[{ el: 'map-picker', name: 'Map', options: { zoom: 4 } }]} />
      </DesignerDndProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add Map' }));
    const added = store.getState().designer.definition.list[0] as {
      el?: string;
      name: string;
      options: object;
    };
    expect(added).toMatchObject({ el: 'map-picker', name: 'Map', options: { zoom: 4 } });
  });
});
