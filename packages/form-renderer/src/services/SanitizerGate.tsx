import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isSanitizerReady, sanitizerReady, subscribeSanitizer } from './sanitize-html';

/** Widget types whose content is HTML from the definition. */
export const HTML_TYPES: ReadonlySet<string> = new Set(['html', 'component', 'editor']);

const notReady = () => false;

/**
 * Renders its children once the sanitizer has loaded, and the fallback (nothing by default)
 * until then, so HTML never reaches the page unsanitized and never shows escaped for a moment.
 * It needs no `Suspense` boundary.
 */
export function SanitizerGate({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const ready = useSyncExternalStore(subscribeSanitizer, isSanitizerReady, notReady);
  useEffect(() => {
    void sanitizerReady();
  }, []);
  return ready ? children : fallback;
}
