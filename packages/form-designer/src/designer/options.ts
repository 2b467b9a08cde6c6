/** What `<FormDesigner options>` switches, and its defaults. */
import type { WidgetType } from '@org/form-schema';
import type { CustomWidgetSpec, PaletteGroupName } from '../palette/types';

/** The toolbar's buttons, in the order they appear. */
export const TOOLBAR_BUTTONS = [
  'undo',
  'redo',
  'importJson',
  'clear',
  'preview',
  'generateJson',
  'generateCode',
] as const;
export type ToolbarButton = (typeof TOOLBAR_BUTTONS)[number];

/** Which toolbar buttons show: every one unless switched off. */
export type ToolbarButtons = Readonly<Record<ToolbarButton, boolean>>;

export interface ToolbarOptions {
  /** Shows the undo button (default true). Ctrl/Cmd+Z works either way. */
  undo?: boolean;
  /** Shows the redo button (default true). */
  redo?: boolean;
  /** Shows the import-JSON button (default true). */
  importJson?: boolean;
  /** Shows the clear button (default true). */
  clear?: boolean;
  /** Shows the preview button (default true). */
  preview?: boolean;
  /** Shows the generate-JSON button (default true). */
  generateJson?: boolean;
  /** Shows the generate-code button (default true). */
  generateCode?: boolean;
}

/** The widget types a palette offers, when the host limits them. */
export type WidgetTypeList = readonly WidgetType[];

export function toolbarButtons(options: ToolbarOptions | undefined): ToolbarButtons {
  const result = {} as Record<ToolbarButton, boolean>;
  for (const name of TOOLBAR_BUTTONS) result[name] = options?.[name] !== false;
  return result;
}

/** `<FormDesigner options>`: the toolbar buttons, and what the palette offers. */
export interface FormDesignerOptions extends ToolbarOptions {
  /** Palette groups shown, in this order (default: basic, advanced, layout, custom). */
  paletteGroups?: readonly PaletteGroupName[];
  /** Widget types offered in the palette (default: every type). */
  widgetTypes?: WidgetTypeList;
  /**
   * Host widgets, added to the Custom group; their components render them in the preview
   * (and in a host's `<FormRenderer widgets={customWidgetRegistry(customWidgets)}>`).
   */
  customWidgets?: readonly CustomWidgetSpec[];
}
