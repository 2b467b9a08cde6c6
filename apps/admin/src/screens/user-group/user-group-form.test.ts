import { UserGroupCreate } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './user-group.form.json';

describeFormDefinition('user group', definition as FormDefinitionJson, UserGroupCreate);
