import type { EventScript, FormDefinition } from '@org/form-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDesigner } from '../test-utils';
import { editorText, setEditorText } from './editor-text';
import { EventScriptDialog } from './EventScriptDialog';
import { sampleDefinition } from './test-fixtures';

const mounted: EventScript = { key: 'mount001', name: 'mounted', func: 'this.hide("age");' };

function withScripts(scripts: EventScript[]): FormDefinition {
  const definition = sampleDefinition();
  return { ...definition, config: { ...definition.config, eventScript: scripts } };
}

describe('EventScriptDialog', () => {
  it('lists the scripts and edits the selected one; no Confirm without an event', async () => {
    renderDesigner(<EventScriptDialog open onClose={() => undefined} />, {
      definition: withScripts([mounted]),
    });
    expect(screen.getByRole('dialog', { name: 'Event scripts' })).toHaveStyle({ width: '1000px' });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('mounted');
    const body = await screen.findByRole('textbox', { name: 'Function body (args)' });
    expect(editorText(body)).toBe('this.hide("age");');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('adds func_{key}, refuses another add until saved, saves and refuses a repeated name', async () => {
    const { notices, store } = renderDesigner(
      <EventScriptDialog open onClose={() => undefined} />,
      {
        definition: withScripts([mounted]),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add script' }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toMatch(
      /^func_[0-9a-z]{8}$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add script' }));
    expect(notices.at(-1)).toEqual({ type: 'warning', message: 'unsaved data please save first' });
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'mounted');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(notices.at(-1)?.message).toBe('event script name cannot be repeated');
    await userEvent.clear(name);
    await userEvent.type(name, 'refresh');
    setEditorText(
      await screen.findByRole('textbox', { name: 'Function body (args)' }),
      'return 1;',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().designer.definition.config.eventScript).toEqual([
      mounted,
      expect.objectContaining({ name: 'refresh', func: 'return 1;' }),
    ]);
  });

  it('refuses to save a body that does not parse and shows where', async () => {
    const { notices, store } = renderDesigner(
      <EventScriptDialog open onClose={() => undefined} />,
      { definition: withScripts([mounted]) },
    );
    const body = await screen.findByRole('textbox', { name: 'Function body (args)' });
    setEditorText(body, 'this.hide("age");\nif (args.value {\n}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const where = 'The function body does not parse: line 2, column 16: Unexpected token';
    expect(notices.at(-1)).toEqual({ type: 'warning', message: where });
    expect(screen.getByRole('alert')).toHaveTextContent(where);
    expect(store.getState().designer.definition.config.eventScript).toEqual([mounted]);
    setEditorText(body, 'this.hide("age");\nif (args.value) {\n}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().designer.definition.config.eventScript?.[0]?.func).toBe(
      'this.hide("age");\nif (args.value) {\n}',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in Chinese why a body does not parse', async () => {
    renderDesigner(<EventScriptDialog open onClose={() => undefined} />, {
      definition: withScripts([mounted]),
      locale: 'zh-CN',
    });
    setEditorText(await screen.findByRole('textbox', { name: '函数体 (args)' }), "var s = 'open");
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '函数体无法解析：第 1 行第 9 列：字符串没有结束引号',
    );
  });

  it('clones with _copy', async () => {
    renderDesigner(<EventScriptDialog open onClose={() => undefined} />, {
      definition: withScripts([mounted]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clone mounted' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('mounted_copy');
    const list = screen.getByRole('list', { name: 'Event script list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opened for an event: names new scripts {event}_{key} and binds the chosen one on Confirm', async () => {
    const definition = withScripts([mounted]);
    const widgetKey = definition.list[0]!.key;
    const onClose = vi.fn();
    const { store } = renderDesigner(
      <EventScriptDialog open onClose={onClose} event={{ widgetKey, eventName: 'onChange' }} />,
      { definition },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add script' }));
    const name = (screen.getByLabelText(/^Name/) as HTMLInputElement).value;
    expect(name).toMatch(/^onChange_[0-9a-z]{8}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalled();
    const { definition: after } = store.getState().designer;
    const script = after.config.eventScript?.find((item) => item.name === name);
    expect(after.list[0]?.events?.onChange).toBe(script?.key);
  });

  it('opens on the script the event runs now', () => {
    const definition = withScripts([mounted, { key: 'chg00001', name: 'check', func: '' }]);
    const first = definition.list[0]!;
    definition.list[0] = { ...first, events: { onChange: 'chg00001' } };
    renderDesigner(
      <EventScriptDialog
        open
        onClose={() => undefined}
        event={{ widgetKey: first.key, eventName: 'onChange' }}
      />,
      { definition },
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('check');
  });
});
