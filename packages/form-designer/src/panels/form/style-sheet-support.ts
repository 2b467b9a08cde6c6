/**
 * Whether this browser can apply a form's style sheet: the designer and renderer use
 * constructable style sheets (`new CSSStyleSheet()` with `replaceSync`).
 */
export function supportsConstructableStyleSheets(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    typeof (CSSStyleSheet.prototype as { replaceSync?: unknown }).replaceSync === 'function'
  );
}
