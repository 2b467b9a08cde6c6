import type { FormDefinitionJson } from '../../list-page/FormDialog';
import definitionJson from './param.form.json';

/** The parameter form. */
export const definition = definitionJson as FormDefinitionJson;

/** The fields whose change the server refuses for a built-in parameter. */
export const BUILT_IN_LOCKED = ['paramKey', 'valueType'] as const;

/** The parameter form for a built-in parameter: its key and type are shown but locked. */
export const builtInDefinition = {
  ...definitionJson,
  list: definitionJson.list.map((widget) =>
    (BUILT_IN_LOCKED as readonly string[]).includes(widget.model)
      ? { ...widget, options: { ...widget.options, disabled: true } }
      : widget,
  ),
};
