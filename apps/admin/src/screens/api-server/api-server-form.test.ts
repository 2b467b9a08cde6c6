import { ApiCreate, ApiServerCreate } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import apiDefinition from './api.form.json';
import serverDefinition from './apiServer.form.json';

describeFormDefinition('API server', serverDefinition as FormDefinitionJson, ApiServerCreate);
describeFormDefinition('API', apiDefinition as FormDefinitionJson, ApiCreate);
