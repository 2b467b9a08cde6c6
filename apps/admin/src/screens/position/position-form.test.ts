import { PositionCreate } from '@org/api-contract';
import { describeFormDefinition } from '../../testing/form-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import definition from './position.form.json';

// the organisation of a position is chosen in the tree, not in the form
describeFormDefinition('position', definition as FormDefinitionJson, PositionCreate, ['orgId']);
