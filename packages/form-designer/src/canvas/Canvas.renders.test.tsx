/**
 * How many canvas items re-render per action on a 2000-widget form. Each field item renders its
 * preview once per render, so counting preview renders counts item renders.
 */
import { createWidget, type FormDefinition, type GridWidget, type Widget } from '@org/form-schema';
import { act, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toolbarButtons } from '../designer/options';
import { DesignerDndProvider } from '../dnd/DesignerDndProvider';
import { FieldTree } from '../field-tree/FieldTree';
import { Palette } from '../palette/Palette';
import { PropertiesPanel } from '../panels/PropertiesPanel';
import { DesignerToolbar } from '../toolbar/DesignerToolbar';
import { propertyActions } from '../store/property-edits';
import { designerActions } from '../store/designer-slice';
import { createDesignerStore } from '../store/designer-store';
import { renderDesigner } from '../test-utils';
import { Canvas } from './Canvas';
import type * as PreviewModule from './WidgetPreview';

const rendered: string[] = [];

vi.mock('./WidgetPreview', async (importOriginal) => {
  const original = await importOriginal<typeof PreviewModule>();
  return {
    WidgetPreview: (props: { widget: Widget }) => {
      rendered.push(props.widget.key);
      return original.WidgetPreview(props);
    },
  };
});

function bigForm(): { definition: FormDefinition; grid: GridWidget; inner: Widget } {
  const list: Widget[] = [];
  for (let i = 0; i < 1990; i++) list.push(createWidget(i % 2 ? 'input' : 'select'));
  const inner = createWidget('input', { name: 'Inner' });
  const grid = createWidget('grid');
  const nested = {
    ...grid,
    columns: [{ ...grid.columns[0]!, list: [inner] }, grid.columns[1]!],
  } as GridWidget;
  list.splice(1000, 0, nested);
  const config = createDesignerStore().getState().designer.definition.config;
  return { definition: { list, config }, grid: nested, inner };
}

describe('canvas re-renders on a 2000-widget form', () => {
  beforeEach(() => {
    rendered.length = 0;
  });

  it('re-renders only the items concerned by select, edit, clone, move and undo', () => {
    const { definition, inner } = bigForm();
    const { store } = renderDesigner(
      <DesignerDndProvider>
        <Canvas />
      </DesignerDndProvider>,
      { definition },
    );
    expect(rendered.length).toBeGreaterThanOrEqual(1991);
    const list = store.getState().designer.definition.list;
    const count = (action: () => void) => {
      rendered.length = 0;
      act(action);
      return rendered.length;
    };
    const a = list[10]!.key;
    const b = list[1500]!.key;
    expect(count(() => store.dispatch(designerActions.widgetSelected(a)))).toBeLessThanOrEqual(1);
    expect(count(() => store.dispatch(designerActions.widgetSelected(b)))).toBeLessThanOrEqual(2);
    expect(
      count(() => store.dispatch(propertyActions.labelChanged({ key: b, name: 'Renamed' }))),
    ).toBeLessThanOrEqual(1);
    expect(
      count(() => store.dispatch(propertyActions.labelChanged({ key: inner.key, name: 'Deep' }))),
    ).toBeLessThanOrEqual(1);
    expect(count(() => store.dispatch(designerActions.widgetCloned(b)))).toBeLessThanOrEqual(3);
    expect(
      count(() =>
        store.dispatch(designerActions.widgetMoved({ key: a, to: { parent: null }, index: 1800 })),
      ),
    ).toBeLessThanOrEqual(3);
    expect(count(() => store.dispatch(designerActions.undone()))).toBeLessThanOrEqual(3);
  }, 120_000);
});

describe('the designer’s parts on a 2000-widget form', () => {
  /** Commits per part, by the Profiler id around it. */
  const commits = new Map<string, number>();
  const part = (id: string, children: ReactNode) => (
    <Profiler id={id} onRender={() => commits.set(id, (commits.get(id) ?? 0) + 1)}>
      {children}
    </Profiler>
  );

  it('select renders two canvas items and the panel; a label edit one item, never the palette or the toolbar', () => {
    const { definition } = bigForm();
    const { store } = renderDesigner(
      <DesignerDndProvider>
        {part('palette', <Palette />)}
        {part('toolbar', <DesignerToolbar buttons={toolbarButtons(undefined)} />)}
        {part('canvas', <Canvas />)}
        {part('tree', <FieldTree />)}
        {part('panel', <PropertiesPanel />)}
      </DesignerDndProvider>,
      { definition },
    );
    const list = store.getState().designer.definition.list;
    const run = (action: () => void) => {
      rendered.length = 0;
      commits.clear();
      act(action);
      return { items: rendered.length, parts: Object.fromEntries(commits) };
    };
    const a = list[10]!.key;
    const b = list[1500]!.key;
    run(() => store.dispatch(designerActions.widgetSelected(a)));

    const select = run(() => store.dispatch(designerActions.widgetSelected(b)));
    expect(select.items).toBeLessThanOrEqual(2);
    expect(select.parts.palette).toBeUndefined();
    expect(select.parts.toolbar).toBeUndefined();
    expect(select.parts.panel).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('form', { name: /properties/i })).toBeInTheDocument();

    const edit = run(() =>
      store.dispatch(propertyActions.labelChanged({ key: b, name: 'Renamed', field: 'name' })),
    );
    expect(edit.items).toBeLessThanOrEqual(1);
    expect(edit.parts.palette).toBeUndefined();
    expect(edit.parts.toolbar).toBeLessThanOrEqual(1);
    expect(screen.getByRole('group', { name: 'Renamed' })).toBeInTheDocument();
  }, 120_000);
});
