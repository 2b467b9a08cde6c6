import { AppConfigCreate, ConfiguredAppCreate } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import itemDefinition from './app-config-item.form.json';
import definition from './app-config.form.json';

describeFormDefinition('application', definition as FormDefinitionJson, ConfiguredAppCreate);
// an item belongs to the application whose items page is open
describeFormDefinition(
  'configuration item',
  itemDefinition as FormDefinitionJson,
  AppConfigCreate,
  ['appId'],
);
