import {
  DEFAULT_FORM_CONFIG,
  createWidget,
  type FormDefinition,
  type GridWidget,
  type Widget,
} from '@org/form-schema';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDesigner, type FormDesignerProps } from './FormDesigner';
import { DefinitionRejectedError, type FormDesignerHandle } from './designer/designer-handle';
import type { DesignerNotice } from './services/types';
import { memoryServices } from './test-utils';

/** The designer's own region, in either language. */
const designer = () => screen.getByRole('region', { name: /^(Form designer|表单设计器)$/ });

const form = (...list: Widget[]): FormDefinition => ({ list, config: { ...DEFAULT_FORM_CONFIG } });

function renderFormDesigner(props: Partial<FormDesignerProps> = {}) {
  const ref = createRef<FormDesignerHandle>();
  const notices: DesignerNotice[] = [];
  const onChange = vi.fn();
  const view = render(
    <FormDesigner
      ref={ref}
      locale="en-US"
      onChange={onChange}
      services={memoryServices(notices)}
      {...props}
    />,
  );
  return { ...view, ref, notices, onChange, handle: () => ref.current! };
}

describe('<FormDesigner>', () => {
  it('lays out the toolbar and the field tree in the host’s language', () => {
    renderFormDesigner({ locale: 'zh-CN', defaultValue: form(createWidget('input')) });
    const region = screen.getByRole('region', { name: '表单设计器' });
    expect(within(region).getByRole('toolbar', { name: '设计器操作' })).toBeInTheDocument();
    expect(within(region).getByRole('navigation', { name: '字段' })).toBeInTheDocument();
  });

  it('follows the page language when no locale is given', () => {
    document.documentElement.lang = 'en';
    try {
      renderFormDesigner({ locale: undefined });
      expect(screen.getByRole('region', { name: 'Form designer' })).toBeInTheDocument();
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('gives the ref API: get, set, select, undo, redo, clear', () => {
    const input = createWidget('input');
    const { handle, onChange } = renderFormDesigner({ defaultValue: form(input) });
    expect(handle().getDefinition().list).toEqual([input]);
    expect(handle().canUndo).toBe(false);

    const next = form(createWidget('select'), createWidget('date'));
    act(() => handle().setDefinition(next));
    expect(handle().getDefinition()).toBe(next);
    expect(handle().getSelected()).toBe(next.list[0]);
    expect(handle().canUndo).toBe(true);

    act(() => handle().select(next.list[1]!.key));
    expect(handle().getSelected()?.type).toBe('date');
    act(() => handle().select(null));
    expect(handle().getSelected()).toBeNull();

    act(() => handle().clear());
    expect(handle().getDefinition().list).toEqual([]);
    act(() => handle().undo());
    expect(handle().getDefinition()).toBe(next);
    expect(handle().canRedo).toBe(true);
    act(() => handle().redo());
    expect(handle().getDefinition().list).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('refuses an invalid definition with every problem and its path, and keeps the form', () => {
    const input = createWidget('input');
    const { handle, onChange } = renderFormDesigner({ defaultValue: form(input) });
    const bad = { list: [{ ...input, options: { ...input.options, width: 12 } }], config: {} };
    let error: unknown;
    try {
      handle().setDefinition(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DefinitionRejectedError);
    const issues = (error as DefinitionRejectedError).issues;
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.map((issue) => issue.path)).toContain('list[0].options.width');
    expect((error as Error).message).toContain('list[0].options.width');
    expect(handle().getDefinition().list).toEqual([input]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers only the palette groups and types asked for, with the host’s widgets', () => {
    renderFormDesigner({
      options: {
        paletteGroups: ['basic', 'custom'],
        widgetTypes: ['input', 'textarea', 'custom'],
        customWidgets: [{ el: 'map-picker', name: 'Map', component: () => null }],
      },
    });
    const palette = screen.getByRole('navigation', { name: 'Widgets' });
    expect(within(palette).getByText('Map')).toBeInTheDocument();
    expect(within(palette).getByText('Textarea')).toBeInTheDocument();
    expect(within(palette).queryByText('Grid')).not.toBeInTheDocument();
    expect(within(palette).queryByText('Select')).not.toBeInTheDocument();
  });

  it('renders a host widget in the preview with the component registered for it', async () => {
    const custom = { ...createWidget('custom'), el: 'map-picker', name: 'Where' } as Widget;
    renderFormDesigner({
      defaultValue: form(custom),
      options: {
        customWidgets: [
          {
            el: 'map-picker',
            name: 'Map',
            component: () => <output aria-label="Map picker">map</output>,
          },
        ],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('status', { name: 'Map picker' })).toBeInTheDocument();
  });

  it('previews a data-view select with the view’s options, asked through the host’s client', async () => {
    const select = createWidget('select');
    const department = {
      ...select,
      model: 'department',
      name: 'Department',
      options: {
        ...select.options,
        remote: true,
        remoteType: 'dataView',
        remoteViewId: '12',
        props: { value: 'id', label: 'name' },
      },
    } as Widget;
    const post = vi.fn(async () => ({ code: 0, data: [{ id: 1, name: 'Sales' }] }));
    const notices: DesignerNotice[] = [];
    renderFormDesigner({
      defaultValue: form(department),
      services: { client: { get: vi.fn(), post } as never, notify: (n) => notices.push(n) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog');
    const field = await within(dialog).findByRole('combobox', { name: 'Department' });
    await waitFor(() => expect(field).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(field);
    expect(await screen.findByRole('option', { name: 'Sales' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/dataview-service/view/v1/sql/resultAppendNotPage',
      { viewId: '12', queryParamListStr: '[]' },
      expect.objectContaining({ envelope: true }),
    );
    expect(notices).toEqual([]);
  });

  it('scrolls the canvas item into view when the field tree or the ref selects a widget', async () => {
    const widgets = [createWidget('input'), createWidget('date'), createWidget('rate')];
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-widget-key') ?? '');
    };
    try {
      const { handle } = renderFormDesigner({ defaultValue: form(...widgets) });
      const tree = screen.getByRole('navigation', { name: 'Fields' });
      await userEvent.click(within(tree).getAllByRole('button')[1]!);
      expect(handle().getSelected()).toBe(widgets[1]);
      await waitFor(() => expect(scrolled).toContain(widgets[1]!.key));
      act(() => handle().select(widgets[2]!.key));
      await waitFor(() => expect(scrolled).toContain(widgets[2]!.key));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('refuses selecting a key that is not in the form', () => {
    const { handle } = renderFormDesigner();
    expect(() => handle().select('nope1234')).toThrow('No widget with key "nope1234"');
  });

  it('calls onChange once per recorded change, never for a selection', () => {
    const { handle, onChange } = renderFormDesigner();
    act(() => handle().setDefinition(form(createWidget('input'), createWidget('rate'))));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => handle().select(handle().getDefinition().list[1]!.key));
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(designer(), { key: 'd', ctrlKey: true });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.lastCall?.[0].list.map((w: Widget) => w.type)).toEqual([
      'input',
      'rate',
      'rate',
    ]);
  });

  it('stays in step with a controlled value and does not echo it back', () => {
    const first = form(createWidget('input'));
    const second = form(createWidget('switch'));
    const changes: FormDefinition[] = [];
    let setValue: (definition: FormDefinition) => void = () => {};
    const ref = createRef<FormDesignerHandle>();
    function Host() {
      const [value, set] = useState(first);
      setValue = set;
      return (
        <FormDesigner
          ref={ref}
          locale="en-US"
          value={value}
          services={memoryServices([])}
          onChange={(definition) => {
            changes.push(definition);
            set(definition);
          }}
        />
      );
    }
    render(<Host />);
    act(() => ref.current!.clear());
    expect(changes).toHaveLength(1);
    act(() => setValue(second));
    expect(ref.current!.getDefinition()).toBe(second);
    expect(ref.current!.canUndo).toBe(false);
    expect(changes).toHaveLength(1);
  });

  it('shows a refused edit as a notice in the designer’s language', () => {
    const grid = createWidget('grid') as GridWidget;
    const only = { ...grid, columns: grid.columns.slice(0, 1) };
    const { handle, notices } = renderFormDesigner({ locale: 'zh-CN', defaultValue: form(only) });
    act(() => handle().select(only.columns[0]!.key));
    fireEvent.keyDown(designer(), { key: 'Delete' });
    expect(handle().getDefinition().list).toEqual([only]);
    expect(notices).toEqual([
      { type: 'warning', message: '无法执行此操作：A grid keeps at least one column' },
    ]);
  });

  it('refuses an invalid controlled value once, keeping the form', () => {
    const input = createWidget('input');
    const { handle, notices, rerender, ref } = renderFormDesigner({ value: form(input) });
    const bad = {
      list: [{ ...input, options: { ...input.options, width: 12 } }],
      config: { ...DEFAULT_FORM_CONFIG },
    } as unknown as FormDefinition;
    const props = { ref, locale: 'en-US' as const, services: memoryServices(notices) };
    rerender(<FormDesigner {...props} value={bad} />);
    rerender(<FormDesigner {...props} value={bad} />);
    expect(handle().getDefinition().list).toEqual([input]);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(
      /^The form definition is invalid: list\[0\]\.options\.width/,
    );
  });

  it('starts empty and says why when the starting definition is invalid', () => {
    const { handle, notices } = renderFormDesigner({
      value: { list: 'nope' } as unknown as FormDefinition,
    });
    expect(handle().getDefinition().list).toEqual([]);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.type).toBe('error');
    expect(notices[0]?.message).toMatch(/^The form definition is invalid: /);
  });

  it('shows notices in a snackbar when the host gives no notifier', async () => {
    const grid = createWidget('grid') as GridWidget;
    const only = { ...grid, columns: grid.columns.slice(0, 1) };
    const ref = createRef<FormDesignerHandle>();
    render(
      <FormDesigner
        ref={ref}
        locale="en-US"
        defaultValue={form(only)}
        services={{ ...memoryServices([]), notify: undefined }}
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => ref.current!.select(only.columns[0]!.key));
    fireEvent.keyDown(designer(), { key: 'Delete' });
    expect(await screen.findByRole('alert')).toHaveTextContent('A grid keeps at least one column');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('keyboard shortcuts', () => {
  function setup() {
    const a = createWidget('input');
    const b = createWidget('textarea');
    const view = renderFormDesigner({ defaultValue: form(a, b) });
    act(() => view.handle().select(b.key));
    return { ...view, a, b, region: designer() };
  }

  it('clone, delete, undo, redo and unselect', () => {
    const { handle, region, a, b } = setup();
    fireEvent.keyDown(region, { key: 'd', metaKey: true });
    expect(handle().getDefinition().list).toHaveLength(3);
    fireEvent.keyDown(region, { key: 'Delete' });
    expect(handle().getDefinition().list).toHaveLength(2);
    fireEvent.keyDown(region, { key: 'z', ctrlKey: true });
    expect(handle().getDefinition().list).toHaveLength(3);
    fireEvent.keyDown(region, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(handle().getDefinition().list).toHaveLength(2);
    fireEvent.keyDown(region, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(region, { key: 'y', ctrlKey: true });
    expect(
      handle()
        .getDefinition()
        .list.map((w) => w.key),
    ).toEqual([a.key, b.key]);
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(handle().getSelected()).toBeNull();
  });

  it('are ignored while typing in an input, a textarea, a select, a combobox or editable content', () => {
    const { handle, region } = setup();
    const combobox = document.createElement('div');
    combobox.setAttribute('role', 'combobox');
    const fields: HTMLElement[] = [
      document.createElement('input'),
      document.createElement('textarea'),
      document.createElement('select'),
      combobox,
    ];
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    for (const field of [...fields, editable]) {
      region.appendChild(field);
      fireEvent.keyDown(field, { key: 'Delete' });
      fireEvent.keyDown(field, { key: 'd', ctrlKey: true });
      fireEvent.keyDown(field, { key: 'Escape' });
      field.remove();
    }
    expect(handle().getDefinition().list).toHaveLength(2);
    expect(handle().getSelected()).not.toBeNull();
  });

  it('are ignored while a widget is being dragged', () => {
    const { handle, region } = setup();
    const dragged = document.createElement('div');
    dragged.setAttribute('data-dragging', 'true');
    region.appendChild(dragged);
    fireEvent.keyDown(region, { key: 'Delete' });
    fireEvent.keyDown(region, { key: 'Escape' });
    dragged.remove();
    expect(handle().getDefinition().list).toHaveLength(2);
    expect(handle().getSelected()).not.toBeNull();
  });

  it('are ignored outside the designer', () => {
    const { handle } = setup();
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    fireEvent.keyDown(outside, { key: 'Delete' });
    outside.remove();
    expect(handle().getDefinition().list).toHaveLength(2);
  });
});
