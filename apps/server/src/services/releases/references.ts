/**
 * References inside an artefact's content are ids of this platform (`formId`, `viewId`,
 * `apiId`, `flowId`, `statisticId`, `dashboardId`, …). A snapshot writes each as
 * `@<KIND>:<code>` so that it reads the same on every platform; applying a snapshot turns them
 * back into the ids of the platform it is applied on. Which keys are references is told by
 * their names alone, so a new artefact kind needs no code here: `<kind>Id` (or `<kind>Ids`, a
 * list) names an artefact of that kind (`flowId` a WORKFLOW).
 */

/** The kind of item a reference key names, or undefined when the key is no reference. */
export function referenceKind(key: string, artefactKinds: readonly string[]): string | undefined {
  const match = /^([a-z][A-Za-z]*?)Ids?$/.exec(key);
  if (!match?.[1]) return undefined;
  const stem = match[1];
  if (stem === 'form') return 'FORM';
  if (stem === 'view') return 'VIEW';
  if (stem === 'api') return 'API';
  if (stem === 'flow') return 'WORKFLOW';
  const kind = stem.toUpperCase();
  return artefactKinds.includes(kind) ? kind : undefined;
}

/** Codes of this platform's items by kind and id (to write references) or ids by code. */
export type CodesById = ReadonlyMap<string, ReadonlyMap<number, string>>;
export type IdsByCode = ReadonlyMap<string, ReadonlyMap<string, number>>;

const PREFIX = '@';
export const referenceText = (kind: string, code: string): string => `${PREFIX}${kind}:${code}`;

/** `@KIND:code` read back, or null for any other value. */
export function readReference(value: unknown): { kind: string; code: string } | null {
  if (typeof value !== 'string' || !value.startsWith(PREFIX)) return null;
  const colon = value.indexOf(':');
  if (colon < 2) return null;
  return { kind: value.slice(1, colon), code: value.slice(colon + 1) };
}

function walk(
  value: unknown,
  kindOf: (key: string) => string | undefined,
  swap: (kind: string, item: unknown) => unknown,
  key?: string,
): unknown {
  const kind = key === undefined ? undefined : kindOf(key);
  if (kind !== undefined && !Array.isArray(value)) return swap(kind, value);
  if (Array.isArray(value)) {
    return value.map((item) => (kind === undefined ? walk(item, kindOf, swap) : swap(kind, item)));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, item]) => [
        name,
        walk(item, kindOf, swap, name),
      ]),
    );
  }
  return value;
}

/** The content with every id it references written as `@KIND:code` (unknown ids stay). */
export function toReferences(
  content: unknown,
  codes: CodesById,
  artefactKinds: readonly string[],
): unknown {
  return walk(
    content,
    (key) => referenceKind(key, artefactKinds),
    (kind, item) => {
      const code = typeof item === 'number' ? codes.get(kind)?.get(item) : undefined;
      return code === undefined ? item : referenceText(kind, code);
    },
  );
}

/**
 * The content with every `@KIND:code` under a reference key turned into the id of that item
 * here; `missing` hears of each reference that names nothing here (it stays as written).
 */
export function fromReferences(
  content: unknown,
  ids: IdsByCode,
  artefactKinds: readonly string[],
  missing: (kind: string, code: string) => void = () => undefined,
): unknown {
  return walk(
    content,
    (key) => referenceKind(key, artefactKinds),
    (_kind, item) => {
      const reference = readReference(item);
      if (!reference) return item;
      const id = ids.get(reference.kind)?.get(reference.code);
      if (id === undefined) missing(reference.kind, reference.code);
      return id ?? item;
    },
  );
}

/** Every `@KIND:code` under a reference key of a value. */
export function referencesIn(
  value: unknown,
  artefactKinds: readonly string[],
): { kind: string; code: string }[] {
  const found: { kind: string; code: string }[] = [];
  fromReferences(value, new Map(), artefactKinds, (kind, code) => found.push({ kind, code }));
  return found;
}
