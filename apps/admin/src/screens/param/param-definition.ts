import type { FormDefinitionJson } from '@org/app-kit/list';
import definitionEnUs from './param.form.en-US.json';
import definitionJson from './param.form.json';

/** The parameter form. */
export const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
export const translations = { 'en-US': definitionEnUs };

/** The fields whose change the server refuses for a built-in parameter. */
export const BUILT_IN_LOCKED = ['paramKey', 'valueType', 'secret'] as const;

/** The parameter form for a built-in parameter: its key, type and secrecy are shown but locked. */
export const builtInDefinition = {
  ...definitionJson,
  list: definitionJson.list.map((widget) =>
    (BUILT_IN_LOCKED as readonly string[]).includes(widget.model)
      ? { ...widget, options: { ...widget.options, disabled: true } }
      : widget,
  ),
};

/**
 * The form for editing a secret (the initial password): the server answers its value masked, so
 * the value is an empty password field that changes the secret only when something is typed;
 * `placeholder` says so, in the user's language.
 */
export function secretDefinition(
  base: FormDefinitionJson,
  placeholder: string,
): FormDefinitionJson {
  return {
    ...base,
    list: base.list.map((widget) => {
      if (widget.model !== 'paramValue') return widget;
      const { options } = widget as { options?: Record<string, unknown> };
      return {
        ...widget,
        type: 'input',
        icon: 'icon-input',
        options: {
          ...options,
          required: false,
          showPassword: true,
          placeholder,
          dataType: '',
          dataTypeCheck: false,
          dataTypeMessage: '',
          pattern: '',
          patternCheck: false,
          patternMessage: '',
        },
        rules: [],
      };
    }),
  };
}
