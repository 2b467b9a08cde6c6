import { buildRules, type Widget } from '@org/form-schema';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';
import { FormValidationError } from '../runtime/form-api';
import { createTranslator } from './translate';
import { localizeMessage } from './rule-messages';

/** A widget with the rules the designer builds from its options (default messages). */
function designed<T extends Widget>(made: T): T {
  return { ...made, rules: buildRules(made) };
}

/** Fields as a designer saves them: their keys as models, their rules' default messages. */
const signUp = () =>
  form([
    designed(widget('input', 'input_1795864814506', '姓名', { required: true })),
    designed(
      widget('input', 'input_1795864814507', '年龄', {
        dataType: 'integer',
        dataTypeCheck: true,
        defaultValue: 'x',
      }),
    ),
    designed(widget('input', 'nickname', '昵称', { required: true, requiredMessage: '请填昵称' })),
  ]);

function setup(locale: string) {
  const ref = createRef<FormRendererHandle>();
  const definition = signUp();
  const view = render(
    <FormRenderer definition={definition} widgets={testWidgets} locale={locale} ref={ref} />,
  );
  const rerender = (next: string) =>
    view.rerender(
      <FormRenderer definition={definition} widgets={testWidgets} locale={next} ref={ref} />,
    );
  return { api: () => ref.current as FormRendererHandle, rerender };
}

async function failureOf(api: FormRendererHandle): Promise<FormValidationError> {
  let failure: unknown;
  await act(async () => {
    failure = await api.getData().catch((error: unknown) => error);
  });
  expect(failure).toBeInstanceOf(FormValidationError);
  return failure as FormValidationError;
}

describe('built-in rule messages', () => {
  it('shows the default messages in Chinese in a zh-CN form, and a rule’s own message as written', async () => {
    const { api } = setup('zh-CN');
    const failure = await failureOf(api());
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription('必填');
    expect(screen.getByRole('textbox', { name: '年龄' })).toHaveAccessibleDescription('格式不正确');
    expect(screen.getByRole('textbox', { name: '昵称' })).toHaveAccessibleDescription('请填昵称');
    expect(failure.message).toBe('表单数据校验失败');
    expect(failure.errors.map(({ label, message }) => `${label}: ${message}`)).toEqual([
      '姓名: 必填',
      '年龄: 格式不正确',
      '昵称: 请填昵称',
    ]);
  });

  it('keeps the English texts in an en-US form', async () => {
    const { api } = setup('en-US');
    const failure = await failureOf(api());
    expect(failure.errors.map((error) => error.message)).toEqual([
      'required',
      'invalid format',
      '请填昵称',
    ]);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription('required');
  });

  it('redraws the messages shown in the new language when the locale changes', async () => {
    const { api, rerender } = setup('en-US');
    await failureOf(api());
    rerender('zh-CN');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription('必填'),
    );
    expect((await api().validate()).errors[0]).toMatchObject({ label: '姓名', message: '必填' });
  });

  it('names a failing sub-table cell by its column, row and table', async () => {
    const ref = createRef<FormRendererHandle>();
    const table = widget(
      'table',
      'items',
      '明细',
      {},
      {
        tableColumns: [designed(widget('input', 'product', '产品', { required: true }))],
      },
    );
    render(
      <FormRenderer
        definition={form([table])}
        widgets={testWidgets}
        locale="zh-CN"
        value={{ items: [{ product: '' }] }}
        ref={ref}
      />,
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    let result: Awaited<ReturnType<FormRendererHandle['validate']>> | undefined;
    await act(async () => {
      result = await ref.current?.validate();
    });
    expect(result?.errors).toEqual([
      expect.objectContaining({
        path: 'items[0].product',
        label: '明细第 1 行的产品',
        message: '必填',
      }),
    ]);
    expect(
      await screen.findByRole('textbox', { name: '产品（第 1 行）' }),
    ).toHaveAccessibleDescription('必填');
  });

  it('answers the outside messages it shows, each with its field’s label', async () => {
    const ref = createRef<FormRendererHandle>();
    const table = widget(
      'table',
      'items',
      '明细',
      {},
      { tableColumns: [widget('input', 'product', '产品')] },
    );
    render(
      <FormRenderer
        definition={form([widget('input', 'input_1795864814506', '姓名'), table])}
        widgets={testWidgets}
        locale="zh-CN"
        value={{ items: [{ product: '' }] }}
        ref={ref}
      />,
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    let shown: ReturnType<FormRendererHandle['setErrors']> = [];
    act(() => {
      shown =
        ref.current?.setErrors({
          input_1795864814506: '已被占用',
          'items[0].product': 'required',
          nowhere: 'ignored',
        }) ?? [];
    });
    expect(shown.map(({ label, message }) => `${label}: ${message}`)).toEqual([
      '姓名: 已被占用',
      '明细第 1 行的产品: 必填',
    ]);
    expect(await screen.findByText('已被占用')).toBeVisible();
  });

  it('translates only the default texts', () => {
    const t = createTranslator('zh-CN');
    expect(localizeMessage(t, 'unmatched pattern')).toBe('格式不匹配');
    expect(localizeMessage(t, 'invalid value')).toBe('值无效');
    expect(localizeMessage(t, 'This name is taken')).toBe('This name is taken');
    expect(localizeMessage(t, undefined)).toBeUndefined();
  });
});
