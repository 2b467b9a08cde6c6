/**
 * How a form runs the code of its definition: not at all (`off`, the default), with the page's
 * privileges (`trusted`, compiled by `compileScript`), or isolated from the page in a QuickJS
 * sandbox (`sandbox`, `sandbox-script-host.ts`).
 */
export type ScriptMode = 'off' | 'trusted' | 'sandbox';

/** The mode of the `scripts` prop: `true` is trusted, `'sandbox'` sandboxed, anything else off. */
export function scriptModeOf(scripts: unknown): ScriptMode {
  if (scripts === true) return 'trusted';
  return scripts === 'sandbox' ? 'sandbox' : 'off';
}
