import { GatewayRouteCreate } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './gateway.form.json';

describeFormDefinition('gateway route', definition as FormDefinitionJson, GatewayRouteCreate);
