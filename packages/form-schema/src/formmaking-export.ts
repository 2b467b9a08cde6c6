/**
 * Export of a definition as JSON text, natively (with `schemaVersion`) or for FormMaking
 * (without it). Both keep FormMaking's field names and every unknown key, and leave out runtime
 * caches, so importing an export gives the definition back.
 */
import { SCHEMA_VERSION } from './constants';
import { childSlots, withChildSlot } from './tree';
import type { FormDefinition, Widget } from './types';

/** `native` includes `schemaVersion`; `formmaking` is what FormMaking itself reads. */
export type ExportFormat = 'native' | 'formmaking';

/** Options of `exportDefinition`. */
export interface ExportOptions {
  /** `native` by default. */
  format?: ExportFormat;
  /** Indentation of the text; 2 by default, 0 for a single line. */
  space?: number;
}

/** The widget without runtime caches (`options.remoteOptions`), sharing what has none. */
function withoutCaches(widget: Widget): Widget {
  let next = widget;
  const options = widget.options as unknown as Record<string, unknown> | undefined;
  if (options && Object.prototype.hasOwnProperty.call(options, 'remoteOptions')) {
    const { remoteOptions: _cache, ...rest } = options;
    next = { ...widget, options: rest } as unknown as Widget;
  }
  childSlots(widget).forEach((list, slot) => {
    const cleaned = list.map(withoutCaches);
    if (cleaned.some((child, i) => child !== list[i])) next = withChildSlot(next, slot, cleaned);
  });
  return next;
}

/**
 * The definition as JSON text. `native` (the default) starts with `schemaVersion`; `formmaking`
 * leaves it out. Runtime caches are left out of both; everything else, unknown keys and script
 * texts included, is written as it is.
 */
export function exportDefinition(definition: FormDefinition, options: ExportOptions = {}): string {
  const { schemaVersion: _version, ...body } = definition;
  const content = { ...body, list: definition.list.map(withoutCaches) };
  const output =
    options.format === 'formmaking' ? content : { schemaVersion: SCHEMA_VERSION, ...content };
  return JSON.stringify(output, null, options.space ?? 2);
}
