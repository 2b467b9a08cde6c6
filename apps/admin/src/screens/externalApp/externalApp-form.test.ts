import { ExternalAppCreate } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './externalApp.form.json';

describeFormDefinition('external application', definition as FormDefinitionJson, ExternalAppCreate);
