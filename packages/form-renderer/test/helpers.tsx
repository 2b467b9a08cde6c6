/**
 * Helpers of the renderer's tests and stories: small widgets built to the contract (so core
 * behaviour is tested without the real widget set) and definition builders.
 */
import {
  DEFAULT_FORM_CONFIG,
  createWidget,
  type FormConfig,
  type FormDefinition,
  type Widget,
  type WidgetOfType,
  type WidgetType,
} from '@org/form-schema';
import type { WidgetComponentProps, WidgetRegistry } from '../src/contract';

/** Render counts of the test widgets, by element id. */
export const renderCounts = new Map<string, number>();

function count(id: string) {
  renderCounts.set(id, (renderCounts.get(id) ?? 0) + 1);
}

function describedBy(props: WidgetComponentProps) {
  return props.error ? { 'aria-invalid': true as const, 'aria-describedby': props.errorId } : {};
}

/** A plain text input. */
export function PlainInput(props: WidgetComponentProps) {
  count(props.id);
  return (
    <input
      id={props.id}
      aria-label={props.label}
      value={props.value === null || props.value === undefined ? '' : String(props.value)}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      {...describedBy(props)}
    />
  );
}

/** A native select showing the choices, with a loading state and the load error. */
export function PlainSelect(props: WidgetComponentProps) {
  count(props.id);
  const choices = props.choices;
  return (
    <>
      <select
        id={props.id}
        aria-label={props.label}
        aria-busy={choices?.loading || undefined}
        value={props.value === null || props.value === undefined ? '' : String(props.value)}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        {...describedBy(props)}
      >
        <option value="">-</option>
        {(choices?.items ?? []).map((item) => (
          <option key={String(item.value)} value={String(item.value)}>
            {item.label}
          </option>
        ))}
      </select>
      {choices?.loading ? <span role="status">{props.services.t('widget.loading')}</span> : null}
    </>
  );
}

/** A cascader stand-in: the choice tree as nested lists. */
export function TreeView(props: WidgetComponentProps) {
  const render = (items: NonNullable<WidgetComponentProps['choices']>['items']) => (
    <ul>
      {items.map((item) => (
        <li key={String(item.value)}>
          {item.label}
          {item.children ? render(item.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <div
      id={props.id}
      role="tree"
      aria-label={props.label}
      aria-busy={props.choices?.loading || undefined}
    >
      {props.choices?.loading
        ? props.services.t('widget.loading')
        : render(props.choices?.items ?? [])}
    </div>
  );
}

/** Shows sanitized HTML of `options.defaultValue`. */
export function HtmlView(props: WidgetComponentProps) {
  const html = String((props.widget.options as { defaultValue?: unknown }).defaultValue ?? '');
  return (
    <div id={props.id} dangerouslySetInnerHTML={{ __html: props.services.sanitizeHtml(html) }} />
  );
}

/** A blank widget: the host's slot. */
export function SlotView(props: WidgetComponentProps) {
  return (
    <div id={props.id}>
      {props.services.renderSlot(props.widget.model, {
        value: props.value,
        onChange: props.onChange,
      })}
    </div>
  );
}

/** Always throws while rendering. */
export function Exploding(): never {
  throw new Error('broken widget');
}

/** Enough widgets to test the core: every field type renders as a plain control. */
export const testWidgets: WidgetRegistry = {
  input: { component: PlainInput },
  textarea: { component: PlainInput },
  number: { component: PlainInput },
  date: { component: PlainInput },
  time: { component: PlainInput },
  select: { component: PlainSelect },
  radio: { component: PlainSelect },
  checkbox: { component: PlainSelect },
  cascader: { component: TreeView },
  html: { component: HtmlView },
  text: { component: HtmlView },
  blank: { component: SlotView },
};

let counter = 0;

/** A widget of a type with a chosen model and label, and options over the defaults. */
export function widget<T extends WidgetType>(
  type: T,
  model: string,
  name: string,
  options: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): WidgetOfType<T> {
  const made = createWidget(type);
  counter += 1;
  return {
    ...made,
    key: `k${String(counter).padStart(7, '0')}`,
    model,
    name,
    options: { ...made.options, ...options },
    ...extra,
  } as WidgetOfType<T>;
}

/** A definition of the given widgets. */
export function form(list: Widget[], config: Partial<FormConfig> = {}): FormDefinition {
  return { list, config: { ...DEFAULT_FORM_CONFIG, ...config } };
}

/** A definition of `count` text inputs named `field_0` … */
export function inputsForm(count: number): FormDefinition {
  return form(
    Array.from({ length: count }, (_, index) =>
      widget('input', `field_${index}`, `Field ${index}`),
    ),
  );
}
