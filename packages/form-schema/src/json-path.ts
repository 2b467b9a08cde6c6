/** Readable paths of values inside a definition, shared by validation and the structure check. */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The path of a property below `path`: `a.b`, or `a["odd key"]` for keys that are not identifiers. */
export function propertyPath(path: string, name: string): string {
  if (!IDENTIFIER.test(name)) return `${path}[${JSON.stringify(name)}]`;
  return path === '' ? name : `${path}.${name}`;
}

/** The path of an array item below `path`: `a[3]`. */
export function itemPath(path: string, index: number): string {
  return `${path}[${index}]`;
}
