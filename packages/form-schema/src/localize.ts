/**
 * A definition in another language: every text the form shows (labels, placeholders, choice
 * labels, rule messages, tips, static content) looked up in a table of translations, and the
 * list of those texts, so that a host can check that its table covers a definition.
 *
 * Which options hold shown text follows the catalogue's default options; a test of this module
 * fails when the catalogue gains a text option that is classified neither way.
 */
import { childSlots, walkWidgets, withChildSlot } from './tree';
import type { Widget } from './types';

/** Translations of a definition's texts: the text as the definition has it → the translation. */
export type TextTable = Readonly<Record<string, string>>;

/** What `localizeDefinition` and `visibleTexts` take: a definition, possibly loose JSON. */
export interface LocalizableDefinition {
  readonly list: readonly object[];
}

/** Options of any widget whose text the form shows (placeholders, messages, the upload tip). */
const SHOWN_OPTIONS: readonly string[] = Object.freeze([
  'placeholder',
  'startPlaceholder',
  'endPlaceholder',
  'requiredMessage',
  'dataTypeMessage',
  'patternMessage',
  'tip',
]);

/** The static widgets' content, which the form shows as it is (text, HTML, a template). */
const STATIC_CONTENT: Readonly<Record<string, string>> = Object.freeze({
  text: 'defaultValue',
  html: 'defaultValue',
  component: 'template',
});

/** The option holding a widget's static choices (`label` shown, `value` kept). */
const CHOICES_OPTION = 'options';

/** Layout parts whose name the form never shows (a grid, its columns, a report and its cells). */
const UNSHOWN_NAMES: ReadonlySet<string> = new Set(['grid', 'col', 'report', 'td']);

/**
 * The options of a widget type that hold text the form shows, besides its static choices
 * (`options[].label`): placeholders, rule messages, the upload tip, and for static widgets
 * their content.
 */
export function shownTextOptions(type: string): readonly string[] {
  const content = STATIC_CONTENT[type];
  return content ? [...SHOWN_OPTIONS, content] : SHOWN_OPTIONS;
}

type Translate = (text: string) => string;
type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `record` with the string at `key` translated, or `record` when it is the same. */
function withText(record: JsonRecord, key: string, translate: Translate): JsonRecord {
  const text = record[key];
  if (typeof text !== 'string') return record;
  const next = translate(text);
  return next === text ? record : { ...record, [key]: next };
}

/** Static choices (cascader levels included) with their labels translated. */
function translateChoices(choices: unknown, translate: Translate): unknown {
  if (!Array.isArray(choices)) return choices;
  let changed = false;
  const next = choices.map((choice: unknown) => {
    if (!isRecord(choice)) return choice;
    let item = withText(choice, 'label', translate);
    const children = translateChoices(choice.children, translate);
    if (children !== choice.children) item = { ...item, children };
    if (item !== choice) changed = true;
    return item;
  });
  return changed ? next : choices;
}

/** Every item of a list through `map`; the same list when no item changed. */
function mapSame<T>(list: readonly T[], map: (item: T) => T): readonly T[] {
  let changed = false;
  const next = list.map((item) => {
    const out = map(item);
    if (out !== item) changed = true;
    return out;
  });
  return changed ? next : list;
}

/**
 * The widget with its own texts translated (not those of the widgets inside it): its name,
 * the shown options, its static choices, its rules' messages and, for tabs, the panes' labels.
 * The same object when nothing changed.
 */
function translateOwnTexts(widget: Widget, translate: Translate): Widget {
  let next: JsonRecord = widget as unknown as JsonRecord;
  if (!UNSHOWN_NAMES.has(widget.type)) next = withText(next, 'name', translate);

  const options = next.options;
  if (isRecord(options)) {
    let nextOptions = options;
    for (const key of shownTextOptions(widget.type)) {
      nextOptions = withText(nextOptions, key, translate);
    }
    const choices = translateChoices(options[CHOICES_OPTION], translate);
    if (choices !== options[CHOICES_OPTION]) {
      nextOptions = { ...nextOptions, [CHOICES_OPTION]: choices };
    }
    if (nextOptions !== options) next = { ...next, options: nextOptions };
  }

  const rules = next.rules;
  if (Array.isArray(rules)) {
    const nextRules = mapSame(rules as unknown[], (rule) =>
      isRecord(rule) ? withText(rule, 'message', translate) : rule,
    );
    if (nextRules !== rules) next = { ...next, rules: nextRules };
  }

  const panes = next.tabs;
  if (widget.type === 'tabs' && Array.isArray(panes)) {
    const nextPanes = mapSame(panes as unknown[], (pane) =>
      isRecord(pane) ? withText(pane, 'label', translate) : pane,
    );
    if (nextPanes !== panes) next = { ...next, tabs: nextPanes };
  }
  return next as unknown as Widget;
}

/** The widgets with their texts translated, containers' slots included (structural sharing). */
function translateList(list: readonly Widget[], translate: Translate): readonly Widget[] {
  return mapSame(list, (widget) => {
    let next = translateOwnTexts(widget, translate);
    const slots = childSlots(next);
    for (let slot = 0; slot < slots.length; slot++) {
      const children = slots[slot];
      if (!Array.isArray(children)) continue;
      const translated = translateList(children, translate);
      if (translated !== children) next = withChildSlot(next, slot, translated);
    }
    return next;
  });
}

/**
 * The definition with every text the form shows replaced by its entry in `table`: widget
 * labels, placeholders, static choice labels, rule messages, required / data-type / pattern
 * messages, the upload tip, tab labels and the content of static widgets (text, HTML, a
 * component's template), in every container (grid columns, tabs, report cells, sub-tables).
 * Texts without an entry stay as they are; values, keys, models and every other setting are
 * untouched. The input is not changed: only the objects holding a translated text are copied,
 * and the definition itself is returned when nothing was translated.
 */
export function localizeDefinition<D extends LocalizableDefinition>(
  definition: D,
  table: TextTable,
): D {
  const translate: Translate = (text) => {
    const entry = Object.hasOwn(table, text) ? table[text] : undefined;
    return typeof entry === 'string' ? entry : text;
  };
  const list = definition.list as readonly Widget[];
  const translated = translateList(list, translate);
  return translated === list ? definition : { ...definition, list: translated };
}

/**
 * Every text of the definition that `localizeDefinition` would look up (non-blank, each once,
 * in tree order): what a table of translations for the definition has to cover.
 */
export function visibleTexts(definition: LocalizableDefinition): string[] {
  const texts = new Set<string>();
  const collect: Translate = (text) => {
    if (text.trim() !== '') texts.add(text);
    return text;
  };
  walkWidgets(definition.list as readonly Widget[], (widget) => {
    translateOwnTexts(widget, collect);
  });
  return [...texts];
}
