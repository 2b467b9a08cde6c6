import type { ResourceType } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import definitionEnUs from './resource.form.en-US.json';
import definitionJson from './resource.form.json';

const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
export const translations = { 'en-US': definitionEnUs };

const TEXT_FIELDS = [
  'resourceNameEn',
  'titleKey',
  'path',
  'component',
  'routeName',
  'redirect',
  'icon',
  'link',
  'remark',
] as const;
const FLAGS = ['hidden', 'keepAlive', 'affix', 'alwaysShow', 'hideTab', 'isExternal'] as const;

/** The form definition with the type choice narrowed to `types` (the first is the default). */
export function definitionFor(
  types: readonly ResourceType[],
  labels: (type: ResourceType) => string,
): FormDefinitionJson {
  return {
    ...definition,
    list: definition.list.map((widget) => {
      const field = widget as { model?: string; options?: Record<string, unknown> };
      if (field.model !== 'resourceType') return widget;
      return {
        ...widget,
        options: {
          ...field.options,
          defaultValue: types[0],
          options: types.map((type) => ({ value: type, label: labels(type) })),
        },
      };
    }),
  } as FormDefinitionJson;
}

/** The create/update body from the form's values. */
export function toBody(values: Record<string, unknown>) {
  const appId = Number(values.appId ?? 0);
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, String(values[field] ?? '').trim()]),
  ) as Record<(typeof TEXT_FIELDS)[number], string>;
  const flags = Object.fromEntries(FLAGS.map((field) => [field, values[field] === true])) as Record<
    (typeof FLAGS)[number],
    boolean
  >;
  return {
    resourceCode: String(values.resourceCode ?? '').trim(),
    resourceName: String(values.resourceName ?? '').trim(),
    resourceType: String(values.resourceType ?? 'MENU') as ResourceType,
    ...texts,
    ...flags,
    openMode: values.openMode === 'external' ? 'external' : 'internal',
    sort: Number(values.sort ?? 0),
    appId: appId > 0 ? appId : null,
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
  } as const;
}
