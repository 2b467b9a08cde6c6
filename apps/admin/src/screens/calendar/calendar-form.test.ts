import { CalendarCreate } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './calendar.form.json';

describeFormDefinition('calendar', definition as FormDefinitionJson, CalendarCreate);
