import { act, render, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../testing/StoryFrame';
import { CrudDialogs } from './CrudDialogs';
import type { FormDefinitionJson } from './FormDialog';
import { type DefinitionTranslations, localizedDefinition } from './use-localized-definition';

const widgets: object[] = [
  {
    type: 'input',
    key: 'k_name',
    model: 'name',
    name: '名称',
    options: { placeholder: '请输入名称', required: true },
    rules: [{ required: true, message: '请输入名称' }],
  },
  {
    type: 'radio',
    key: 'k_status',
    model: 'status',
    name: '状态',
    options: {
      defaultValue: 1,
      showLabel: true,
      options: [
        { value: 1, label: '启用' },
        { value: 0, label: '停用' },
      ],
    },
  },
];
const definition: FormDefinitionJson = {
  list: widgets,
  config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
};

const translations: DefinitionTranslations = {
  'en-US': {
    名称: 'Name',
    请输入名称: 'Enter a name',
    状态: 'Status',
    启用: 'Enabled',
    停用: 'Disabled',
  },
};

describe('localizedDefinition', () => {
  it('gives the definition in a language with a table, the same object every time', () => {
    const english = localizedDefinition(definition, translations, 'en-US');
    expect(english.list.map((widget) => widget.name)).toEqual(['Name', 'Status']);
    expect(localizedDefinition(definition, translations, 'en-US')).toBe(english);
    expect(definition.list[0]?.name).toBe('名称');
  });

  it('gives the definition itself in its own language or without translations', () => {
    expect(localizedDefinition(definition, translations, 'zh-CN')).toBe(definition);
    expect(localizedDefinition(definition, undefined, 'en-US')).toBe(definition);
  });
});

/** Switches the frame's language, as the language menu does. */
function LanguageSwitch({ to }: { to: 'zh-CN' | 'en-US' }) {
  const { i18n } = useTranslation();
  return (
    <button type="button" onClick={() => void i18n.changeLanguage(to)}>
      switch to {to}
    </button>
  );
}

describe('the list’s form dialog', () => {
  it('shows the form in the current language and draws it again when the language changes', async () => {
    render(
      <StoryFrame language="en-US">
        <LanguageSwitch to="zh-CN" />
        <CrudDialogs<{ id: number }>
          entityName="item"
          rowLabel={(row) => String(row.id)}
          form={{ definition, translations, create: async () => {}, update: async () => {} }}
          editing={{ record: null }}
          onSave={async () => {}}
          onCloseForm={() => {}}
          deleting={null}
          removing={false}
          onConfirmRemove={() => {}}
          onCancelRemove={() => {}}
        />
      </StoryFrame>,
    );
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
    expect(name).toHaveAttribute('placeholder', 'Enter a name');
    expect(within(dialog).getByRole('radio', { name: 'Enabled' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Disabled' })).toBeInTheDocument();

    // outside the modal dialog, so hidden from the accessibility tree while it is open
    act(() => screen.getByRole('button', { name: 'switch to zh-CN', hidden: true }).click());
    expect(await within(dialog).findByRole('textbox', { name: '名称' })).toHaveAttribute(
      'placeholder',
      '请输入名称',
    );
    expect(within(dialog).getByRole('radio', { name: '启用' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).toBeNull();
  });
});
