import { DictCreate, DictItemCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import itemDefinition from './dict-item.form.json';
import definition from './dict.form.json';
import { builtInDefinition, dictBody, itemBody } from './dict-form';

describeFormDefinition('dictionary', definition as FormDefinitionJson, DictCreate);
// the dictionary of an item is the one whose items are shown, not a field
describeFormDefinition('dictionary item', itemDefinition as FormDefinitionJson, DictItemCreate, [
  'dictId',
]);

describe('the dictionary forms', () => {
  it('locks the code of a built-in dictionary, and nothing else', () => {
    const widgets = builtInDefinition.list as {
      model?: string;
      options?: { disabled?: boolean };
    }[];
    const disabled = widgets
      .filter((widget) => widget.options?.disabled)
      .map((widget) => widget.model);
    expect(disabled).toEqual(['dictCode']);
    expect(
      definition.list.find((widget) => widget.model === 'dictCode')?.options,
    ).not.toHaveProperty('disabled', true);
  });

  it('sends a dictionary trimmed, of a known value type', () => {
    expect(
      dictBody({
        dictCode: ' gender ',
        dictName: ' 性别',
        valueType: 'number',
        sort: '4',
        status: '0',
        remark: ' r ',
      }),
    ).toEqual({
      dictCode: 'gender',
      dictName: '性别',
      valueType: 'number',
      sort: 4,
      status: 0,
      remark: ' r ',
    });
    expect(dictBody({ valueType: 'date', sort: -1 })).toEqual({
      dictCode: '',
      dictName: '',
      valueType: 'string',
      sort: 0,
      status: 1,
      remark: '',
    });
  });

  it('sends an item with no colour as null and default only when checked', () => {
    expect(
      itemBody({ itemText: ' 男 ', itemValue: ' 1 ', sort: 1.5, isDefault: true, color: ' ' }),
    ).toEqual({
      itemText: '男',
      itemValue: '1',
      sort: 1,
      status: 1,
      isDefault: true,
      color: null,
      remark: '',
    });
    expect(itemBody({ isDefault: 'true', color: '#1677ff' })).toMatchObject({
      isDefault: false,
      color: '#1677ff',
    });
  });
});
