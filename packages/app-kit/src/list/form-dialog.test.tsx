import { buildRules, createWidget, type Widget } from '@org/form-schema';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { CallError } from '../api/errors';
import { StoryFrame } from '../testing/StoryFrame';
import { FormDialog, type FormDefinitionJson } from './FormDialog';
import { useLocalizedDefinition } from './use-localized-definition';

/** A field as the designer saves it: its key as model, a required rule with the default message. */
function required(model: string, name: string): Widget {
  const input = createWidget('input');
  const field = { ...input, model, name, options: { ...input.options, required: true } } as Widget;
  return { ...field, rules: buildRules(field) };
}

/** 名称 at the top, 编码 inside a grid (a nested field is named by its label too). */
function definition(): FormDefinitionJson {
  const grid = createWidget('grid');
  return {
    list: [
      required('input_1795864814506', '名称'),
      {
        ...grid,
        model: 'grid_1',
        columns: [{ ...grid.columns[0]!, list: [required('code', '编码')] }],
      } as Widget,
    ],
    config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
  } as FormDefinitionJson;
}

/** Hands the app's i18next instance to the test. */
function I18nProbe({ onI18n }: { onI18n: (i18n: I18n) => void }) {
  onI18n(useTranslation().i18n);
  return null;
}

const source = definition();
const TRANSLATIONS = { 'en-US': { 名称: 'Name', 编码: 'Code' } };

/** The dialog as the kit's screens open it: the definition in the current language. */
function LocalizedDialog({ onSave }: { onSave: (data: Record<string, unknown>) => Promise<void> }) {
  return (
    <FormDialog
      open
      title="新增角色"
      definition={useLocalizedDefinition(source, TRANSLATIONS)}
      onSave={onSave}
      onClose={() => undefined}
    />
  );
}

function renderDialog(onSave: (data: Record<string, unknown>) => Promise<void>) {
  let i18n: I18n | undefined;
  render(
    <StoryFrame language="zh-CN">
      <I18nProbe onI18n={(given) => (i18n = given)} />
      <LocalizedDialog onSave={onSave} />
    </StoryFrame>,
  );
  return { i18n: () => i18n as I18n };
}

describe('FormDialog', () => {
  it('in Chinese, says the rules’ messages in Chinese under their fields', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    const { i18n } = renderDialog(onSave);
    const dialog = await screen.findByRole('dialog', { name: '新增角色' });
    const name = await within(dialog).findByRole('textbox', { name: /名称/ });
    const save = within(dialog).getByRole('button', { name: '确定' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(name).toHaveAccessibleDescription('必填'));
    expect(within(dialog).getByRole('textbox', { name: /编码/ })).toHaveAccessibleDescription(
      '必填',
    );
    // each beside its field: no list above the form repeats them
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();

    // a switch of language draws the open form again in the new one
    await act(() => i18n().changeLanguage('en-US'));
    const english = await within(dialog).findByRole('textbox', { name: /Name/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(english).toHaveAccessibleDescription('required'));
  });

  it('keeps what was typed when a switch of language draws the form again', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    const { i18n } = renderDialog(onSave);
    const dialog = await screen.findByRole('dialog', { name: '新增角色' });
    await user.type(await within(dialog).findByRole('textbox', { name: /名称/ }), '管理员');
    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'admin');
    await act(() => i18n().changeLanguage('en-US'));
    expect(await within(dialog).findByRole('textbox', { name: /Name/ })).toHaveValue('管理员');
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toHaveValue('admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ input_1795864814506: '管理员', code: 'admin' }),
      ),
    );
  });

  it('lists the server’s refusals by label, a field the form lacks as the server names it', async () => {
    const user = userEvent.setup();
    const refusal: CallError = {
      kind: 'business',
      code: 40022,
      message: '参数校验失败',
      data: {
        errors: [
          { field: 'body.code', message: '已被占用' },
          { field: 'body.tenant', message: '不存在' },
        ],
      },
    };
    const onSave = vi.fn(() => Promise.reject(refusal));
    renderDialog(onSave);
    const dialog = await screen.findByRole('dialog', { name: '新增角色' });
    await user.type(await within(dialog).findByRole('textbox', { name: /名称/ }), '管理员');
    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'admin');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('请修正以下字段：');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['编码：已被占用', 'tenant：不存在']);
    expect(within(dialog).getByRole('textbox', { name: /编码/ })).toHaveAccessibleDescription(
      '已被占用',
    );
  });
});
