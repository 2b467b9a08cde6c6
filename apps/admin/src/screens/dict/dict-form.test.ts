import { DictCreate, DictItemCreate } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import itemDefinition from './dict-item.form.json';
import definition from './dict.form.json';

describeFormDefinition('dictionary', definition as FormDefinitionJson, DictCreate);
// the dictionary of an item is the one whose items are shown, not a field
describeFormDefinition('dictionary item', itemDefinition as FormDefinitionJson, DictItemCreate, [
  'dictId',
]);
