import type { FieldError, FormModel, Rule } from '@org/form-schema';

/** One model name, or several. */
export type Fields = string | readonly string[];

export interface GetDataOptions {
  /** Validate before answering (default true): reject when a rule fails. */
  validate?: boolean;
}

/**
 * One failed rule, for a list of the form's failures: where (`path`, `key`, `row`), the
 * message in the form's locale, and the field's label (its widget's `name`; a sub-table cell's
 * names its column, row and table), so a summary never has to name a field by its model.
 */
export interface FieldFailure extends FieldError {
  label: string;
}

/** The result of `validate`: every failed rule of the fields that are shown. */
export interface FormValidationResult {
  valid: boolean;
  errors: FieldFailure[];
}

/**
 * The runtime API of a rendered form: what `ref` exposes to the host and what scripts call
 * (through the FormMaking-compatible `ScriptApi`).
 */
export interface FormApi {
  /**
   * The form data. With validation (the default) it validates every shown field first, shows
   * each field's message inline and rejects with a `FormValidationError` ("Form data
   * validation failed", localized) when a rule fails.
   */
  getData(options?: GetDataOptions): Promise<FormModel>;
  /** The current data, unchecked. */
  getValues(): FormModel;
  getValue(field: string): unknown;
  /** Merges values into the form data. */
  setData(values: FormModel): void;
  /** Restores the data captured when the form loaded, and clears the messages. */
  reset(): void;
  /**
   * Rebuilds the form from its definition: data, visibility, disabled fields, class names and
   * options as at load, remote options and `auto` data sources fetched again, then the
   * `refresh` event script runs.
   */
  refresh(): void;
  hide(fields: Fields): void;
  display(fields: Fields): void;
  /** Disables the fields, or every field when none are named. */
  disable(fields?: Fields): void;
  /** Enables fields disabled with `disable` (the definition's `disabled` option stays). */
  enable(fields?: Fields): void;
  addClassName(fields: Fields, className: string): void;
  removeClassName(fields: Fields, className: string): void;
  /** Validates the named fields (or all), showing their messages inline. */
  validate(fields?: Fields): Promise<FormValidationResult>;
  /**
   * Shows messages from outside the form (a server's field errors) under their fields, by model
   * (`table[row].column` paths of sub-table cells included). A message stays until the field is
   * checked again (edited, or validated); fields the form does not have are ignored. Answers the
   * messages it shows, each with its field's label (to list them above the form).
   */
  setErrors(errors: Readonly<Record<string, string>>): FieldFailure[];
  /** Sends a form data source's request (by name or key); resolves with its result. */
  sendRequest(name: string, args?: unknown): Promise<unknown>;
  /** Changes widget options at run time (e.g. a select's `options`). */
  setOptions(fields: Fields, options: Record<string, unknown>): void;
  /** Replaces the rules of a field (`table.column` for a sub-table column). */
  setRules(field: string, rules: readonly Rule[]): void;
  /** Runs an event script by key or name; returns what it returns. */
  triggerEvent(name: string, args?: unknown): unknown;
}

/** The rejection of `getData` when validation fails. */
export class FormValidationError extends Error {
  readonly code = 'validation-failed';
  readonly errors: readonly FieldFailure[];

  constructor(message: string, errors: readonly FieldFailure[]) {
    super(message);
    this.name = 'FormValidationError';
    this.errors = errors;
  }
}

/** The list of model names of a `Fields` argument. */
export function fieldList(fields: Fields | undefined): readonly string[] {
  if (fields === undefined) return [];
  return typeof fields === 'string' ? [fields] : fields;
}
