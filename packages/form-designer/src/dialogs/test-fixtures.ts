import {
  DEFAULT_FORM_CONFIG,
  createWidget,
  type FormDefinition,
  type Widget,
} from '@org/form-schema';

/** A small form: a required name input and an age number. */
export function sampleDefinition(): FormDefinition {
  const name = createWidget('input');
  const age = createWidget('number');
  const list: Widget[] = [
    {
      ...name,
      model: 'name',
      name: 'Name',
      options: { ...name.options, required: true },
      rules: [{ required: true, message: 'Name is required' }],
    },
    { ...age, model: 'age', name: 'Age' },
  ];
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

/** A form holding one sub-table with an input column. */
export function tableDefinition(): FormDefinition {
  const table = createWidget('table');
  const column = createWidget('input');
  return {
    list: [
      {
        ...table,
        model: 'items',
        name: 'Items',
        tableColumns: [{ ...column, model: 'title', name: 'Title' }],
      },
    ],
    config: { ...DEFAULT_FORM_CONFIG },
  };
}
