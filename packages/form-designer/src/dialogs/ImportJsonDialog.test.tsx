import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDesigner } from '../test-utils';
import { ImportJsonDialog } from './ImportJsonDialog';
import { FORMMAKING_ADVANCED, FORMMAKING_BASIC } from './test-fixtures';

function paste(text: string) {
  fireEvent.change(screen.getByLabelText('JSON to import'), { target: { value: text } });
}

describe('ImportJsonDialog', () => {
  it('refuses text that is not JSON with its line and column', async () => {
    const onClose = vi.fn();
    const { store } = renderDesigner(<ImportJsonDialog open onClose={onClose} />);
    paste('{\n  "list": [],\n  "config": {,}\n}');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Line 3, column 14: /)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(store.getState().designer.definition.list).toEqual([]);
  });

  it('lists the problems of a definition that does not validate, with their paths', async () => {
    renderDesigner(<ImportJsonDialog open onClose={() => undefined} />);
    paste(
      JSON.stringify({
        list: [{ type: 'number', key: 'k1', model: 'n', options: { max: 'x' } }],
        config: {},
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The definition cannot be imported:')).toBeInTheDocument();
    expect(screen.getByText('list[0].options.max')).toBeInTheDocument();
  });

  it('says the problems in Chinese in a Chinese designer', async () => {
    renderDesigner(<ImportJsonDialog open onClose={() => undefined} />, { locale: 'zh-CN' });
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '{\n  "list": [],\n  "config": {,}\n}' } });
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText("第 3 行，第 14 列：应为双引号括起的属性名或 '}'"),
    ).toBeInTheDocument();
    fireEvent.change(field, {
      target: {
        value: JSON.stringify({
          list: [{ type: 'number', key: 'k1', model: 'n', options: { max: 'x' } }],
          config: {},
        }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(/应为数字/)).toBeInTheDocument();
  });

  it('asks for text when there is none', async () => {
    renderDesigner(<ImportJsonDialog open onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Paste or open a JSON text first.')).toBeInTheDocument();
  });

  it.each([
    ['basic 1.x', FORMMAKING_BASIC],
    ['Advanced', FORMMAKING_ADVANCED],
  ])(
    'imports a FormMaking %s export without running its scripts and selects the first widget',
    async (_generation, text) => {
      const flag = globalThis as { __fmScriptRan?: boolean };
      delete flag.__fmScriptRan;
      const onClose = vi.fn();
      const { store } = renderDesigner(<ImportJsonDialog open onClose={onClose} />);
      paste(text);
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(onClose).toHaveBeenCalled();
      const { definition, selected } = store.getState().designer;
      const source = JSON.parse(text) as { list: { key: string }[] };
      expect(definition.list).toHaveLength(source.list.length);
      expect(selected).toBe(definition.list[0]?.key);
      expect(flag.__fmScriptRan).toBeUndefined();
    },
  );

  it('opens a file', async () => {
    renderDesigner(<ImportJsonDialog open onClose={() => undefined} />);
    const file = new File(['{"list":[],"config":{}}'], 'form.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Open file', { selector: 'input' }), file);
    expect(await screen.findByDisplayValue('{"list":[],"config":{}}')).toBeInTheDocument();
  });
});
