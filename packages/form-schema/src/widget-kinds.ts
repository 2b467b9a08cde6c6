/**
 * What the model needs to know of each widget type to read a definition: its palette group,
 * whether it holds a value, other widgets or remote choices, and the options of the parts of
 * containers. Kept apart from the catalogue's default options and names, so that code reading
 * definitions (normalising, rules, the data model) does not carry what only the designer uses.
 */
import type { ColOptions, PropsMapping, RemoteOptions, TdOptions, WidgetType } from './types';

export type PaletteGroup = 'basic' | 'advanced' | 'layout' | 'custom';

/** The flags of a widget type; `WidgetSpec` in the catalogue carries them too. */
export interface WidgetKind {
  group: PaletteGroup | null;
  dataBound: boolean;
  container?: boolean;
  remote?: boolean;
}

/** Every widget type, in catalogue order, with its flags. */
export const WIDGET_KINDS: { readonly [T in WidgetType]: WidgetKind } = {
  input: { group: 'basic', dataBound: true },
  textarea: { group: 'basic', dataBound: true },
  number: { group: 'basic', dataBound: true },
  radio: { group: 'basic', dataBound: true, remote: true },
  checkbox: { group: 'basic', dataBound: true, remote: true },
  time: { group: 'basic', dataBound: true },
  date: { group: 'basic', dataBound: true },
  rate: { group: 'basic', dataBound: true },
  color: { group: 'basic', dataBound: true },
  select: { group: 'basic', dataBound: true, remote: true },
  switch: { group: 'basic', dataBound: true },
  slider: { group: 'basic', dataBound: true },
  text: { group: 'basic', dataBound: false },
  html: { group: 'basic', dataBound: false },
  imgupload: { group: 'advanced', dataBound: true },
  fileupload: { group: 'advanced', dataBound: true },
  editor: { group: 'advanced', dataBound: true },
  cascader: { group: 'advanced', dataBound: true, remote: true },
  blank: { group: 'advanced', dataBound: true },
  component: { group: 'advanced', dataBound: true },
  table: { group: 'advanced', dataBound: true, container: true },
  custom: { group: 'custom', dataBound: true },
  divider: { group: 'layout', dataBound: false },
  grid: { group: 'layout', dataBound: false, container: true },
  col: { group: null, dataBound: false, container: true },
  tabs: { group: 'layout', dataBound: false, container: true },
  report: { group: 'layout', dataBound: false, container: true },
  td: { group: null, dataBound: false, container: true },
};

/** Whether a text names a widget type of the catalogue. */
export function isWidgetType(type: unknown): type is WidgetType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(WIDGET_KINDS, type);
}

/**
 * Whether a widget's value is part of the form data: its type holds a value and
 * `options.dataBind` is not false (absent means true).
 */
export function isDataBound(widget: { type: string; options?: unknown }): boolean {
  if (!isWidgetType(widget.type) || !WIDGET_KINDS[widget.type].dataBound) return false;
  const options = widget.options as { dataBind?: unknown } | undefined;
  return options?.dataBind !== false;
}

/** `props` mapping of remote options; dictionaries answer `dictCode`/`dictName`/`list`. */
export function propsForRemoteType(remoteType: RemoteOptions['remoteType']): PropsMapping {
  return remoteType === 'dict'
    ? { value: 'dictCode', label: 'dictName', children: 'list' }
    : { value: 'value', label: 'label', children: 'children' };
}

/** A new grid column: span 24, no offset, push or pull, every breakpoint 24 (spec §9). */
export function defaultColOptions(span = 24): ColOptions {
  return {
    span,
    offset: 0,
    push: 0,
    pull: 0,
    xs: 24,
    sm: span,
    md: span,
    lg: span,
    xl: span,
    customClass: '',
  };
}

/** A new report cell: colspan 1, rowspan 1, aligned left and top (spec §9). */
export function defaultTdOptions(): TdOptions {
  return {
    customClass: '',
    colspan: 1,
    rowspan: 1,
    align: 'left',
    valign: 'top',
    width: '',
    height: '',
    invisible: false,
    markCol: 0,
    markRow: 0,
  };
}
