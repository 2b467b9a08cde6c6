/**
 * How a form runs the code of its definition, as the `scripts` prop says it: not at all
 * (`false` or absent, the default), with the page's privileges (`true`, compiled by
 * `compileScript`), or isolated from the page in a QuickJS sandbox (`'sandbox'`,
 * `sandbox-script-host.ts`).
 */
export type ScriptMode = boolean | 'sandbox' | undefined;
