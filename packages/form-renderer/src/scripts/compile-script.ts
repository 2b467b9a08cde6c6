/**
 * The one place where text from a definition becomes code.
 *
 * Event scripts (`config.eventScript[].func`), data-source hooks (`requestFunc`,
 * `responseFunc`, `errorFunc`) and custom validators (`{ func }` rules) are JavaScript function
 * bodies written in the form designer. They only reach this function when the host has turned
 * scripts on (`<FormRenderer scripts>`); a definition from an untrusted source must never be
 * rendered with scripts on, because the code runs with the page's full privileges.
 */

/** A compiled function body; call it with `.call(thisArg, ...args)`. */
export type CompiledScript = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Compiles a function body with the given parameter names. Throws a `SyntaxError` for a body
 * that does not parse. The body runs in sloppy mode, as FormMaking ran it, so scripts written
 * for FormMaking keep working.
 */
export function compileScript(params: readonly string[], body: string): CompiledScript {
  // eslint-disable-next-line no-new-func -- definitions carry scripts as function bodies; this is the single, documented place that compiles them, reached only when the host passed `scripts`.
  return new Function(...params, body) as CompiledScript;
}
