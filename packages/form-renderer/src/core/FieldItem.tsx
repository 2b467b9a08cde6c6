import { isDataBound, type Rule, type Widget } from '@org/form-schema';
import { memo, useCallback, useMemo } from 'react';
import type { ChoicesState, WidgetComponentProps } from '../contract';
import { localizeMessage } from '../i18n/rule-messages';
import { useChoices } from '../remote/use-choices';
import { mergeOptions, withOptions } from '../runtime/widget-options';
import { elementId, useRuntime, useSettings } from './form-context';
import { FormItem } from './FormItem';
import { classes, itemLabelWidth } from './layout';
import type { ResolvedWidget } from './registry';
import { useFieldSnapshot } from './store-hooks';
import { WidgetControl } from './WidgetControl';

/** Whether a widget is required: its `required` option or a required rule. */
export function isRequired(
  options: Readonly<Record<string, unknown>>,
  rules: readonly Rule[] | undefined,
): boolean {
  return (
    options.required === true ||
    (rules ?? []).some((rule) => 'required' in rule && rule.required === true)
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export interface FieldItemProps {
  widget: Widget;
  resolved: ResolvedWidget;
}

/** A field's own slice of the store and what follows from it; the hooks every field runs. */
function useField(widget: Widget) {
  const runtime = useRuntime();
  const settings = useSettings();
  const model = widget.model ?? '';
  const field = useFieldSnapshot(runtime.store, model);
  const options = useMemo(() => mergeOptions(widget, field.options), [widget, field.options]);
  const shown = useMemo(
    () => (field.options ? withOptions(widget, options) : widget),
    [widget, field.options, options],
  );
  const onChange = useCallback(
    (value: unknown) => runtime.changeField(model, value),
    [runtime, model],
  );
  return { runtime, settings, model, field, options, shown, onChange };
}

/**
 * The field drawn: its widget inside the form item frame. `FormItem` and `WidgetControl` hold
 * no hooks and are called as functions here, so a field costs two components fewer to mount.
 */
function fieldView(
  widget: Widget,
  resolved: ResolvedWidget,
  state: ReturnType<typeof useField>,
  choices: ChoicesState | undefined,
) {
  const { settings, model, field, options, shown, onChange } = state;
  if (field.hidden) return null;
  const id = elementId(settings.formId, model || widget.key);
  const errorId = `${id}-error`;
  const label = widget.name ?? '';
  const bound = isDataBound(widget) && model !== '';
  const error = localizeMessage(settings.services.t, field.error);
  const props: WidgetComponentProps = {
    widget: shown,
    value: bound ? field.value : options.defaultValue,
    onChange,
    disabled: !settings.edit || options.disabled === true || field.disabled,
    id,
    label,
    error,
    errorId,
    platform: settings.platform,
    size: settings.size,
    choices,
    services: settings.services,
  };
  const control = WidgetControl({ resolved, props });
  if (!resolved.formItem) {
    return (
      <div
        className={classes('fr-bare', text(options.customClass), field.classNames)}
        data-model={model || undefined}
      >
        {control}
      </div>
    );
  }
  return FormItem({
    controlId: id,
    label,
    showLabel: !settings.labels.hideLabel && options.hideLabel !== true,
    required: isRequired(options, widget.rules),
    error,
    errorId,
    layout: settings.labels,
    labelWidth: itemLabelWidth(options, settings.labels),
    className: classes(text(options.customClass), field.classNames),
    model,
    children: control,
  });
}

/**
 * One field: subscribes to its own slice of the store (value, message, visibility, disabled
 * flag, class names, option overrides) and renders its widget inside a form item. Typing in
 * another field never renders this one.
 */
export const FieldItem = memo(function FieldItem({ widget, resolved }: FieldItemProps) {
  return fieldView(widget, resolved, useField(widget), undefined);
});

/**
 * A field showing choices (radio, checkbox, select, cascader): a `FieldItem` that also holds
 * its choices, static or remote (loaded when it mounts).
 */
export const ChoiceFieldItem = memo(function ChoiceFieldItem({ widget, resolved }: FieldItemProps) {
  const state = useField(widget);
  const choices = useChoices(
    state.runtime,
    state.model,
    state.shown,
    state.options,
    state.field.choices,
  );
  return fieldView(widget, resolved, state, choices);
});
