export type FormOperationErrorCode =
  /** No widget with the given key, or no list at the given place. */
  | 'NOT_FOUND'
  /** The widget may not go where it was dropped or inserted. */
  | 'DROP_REFUSED'
  /** The operation does not apply to this widget or cell. */
  | 'NOT_ALLOWED';

/** A refused or impossible edit. The definition it was given is unchanged. */
export class FormOperationError extends Error {
  override readonly name = 'FormOperationError';
  readonly code: FormOperationErrorCode;
  /** Key of the widget or cell concerned, when there is one. */
  readonly key: string | undefined;

  constructor(code: FormOperationErrorCode, message: string, key?: string) {
    super(message);
    this.code = code;
    this.key = key;
  }
}
