import type { ReactNode } from 'react';
import { classes } from './layout';
import type { LabelLayout } from './layout';

export interface FormItemProps {
  /** id of the control the label names; without it the label is a plain caption (use `labelId`). */
  controlId?: string;
  /** id of the label element, for controls named with `aria-labelledby`. */
  labelId?: string;
  label: string;
  /** Whether the label is shown; a hidden label still names the control through the widget. */
  showLabel: boolean;
  required: boolean;
  error: string | undefined;
  errorId: string;
  layout: LabelLayout;
  /** The item's own label width (`isLabelWidth`). */
  labelWidth?: string;
  className?: string;
  model?: string;
  children: ReactNode;
}

/**
 * The frame of a field: label with its required mark, the control, and the validation
 * message. Plain elements and the renderer's stylesheet keep it cheap to mount thousands of.
 */
export function FormItem(props: FormItemProps) {
  const { layout, error } = props;
  const showError = Boolean(error);
  return (
    <div
      className={classes(
        'fr-item',
        `fr-item--${layout.position}`,
        props.required && 'fr-item--required',
        showError && 'fr-item--error',
        props.className,
      )}
      data-model={props.model || undefined}
      style={props.labelWidth ? ({ '--fr-label-width': props.labelWidth } as never) : undefined}
    >
      {props.showLabel ? (
        <label className="fr-item__label" htmlFor={props.controlId} id={props.labelId}>
          {props.required ? (
            <span className="fr-item__mark" aria-hidden="true">
              *
            </span>
          ) : null}
          {props.label}
        </label>
      ) : null}
      <div className="fr-item__content">
        {props.children}
        {showError ? (
          <div
            className={layout.hideErrorMessage ? 'fr-hidden-text' : 'fr-item__error'}
            id={props.errorId}
          >
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
