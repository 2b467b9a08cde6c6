import { useMemo } from 'react';
import { scopeCss } from './scope-css';

/** A form's `styleSheets`, scoped to the form (`scope` is its class). A chunk of its own. */
export function ScopedStyles({ css, scope }: { css: string; scope: string }) {
  const scoped = useMemo(() => scopeCss(css, `.${scope}`), [css, scope]);
  return scoped ? <style data-form-styles={scope}>{scoped}</style> : null;
}
