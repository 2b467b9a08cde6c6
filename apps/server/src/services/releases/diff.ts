import type {
  ReleaseFormChange,
  ReleaseItem,
  ReleaseKindDiff,
  ReleaseSnapshot,
} from '@org/api-contract';
import { type FormDefinition, type WidgetPlace, diffDefinitions } from '@org/form-schema';
import { sameJson } from './canonical';

/**
 * What of an item counts when two snapshots are compared: a form's version numbers differ
 * between platforms and say nothing of its content, so only whether it is published (and
 * which definition) counts.
 */
export function comparable(kind: string, body: Record<string, unknown>): unknown {
  if (kind !== 'FORM') return body;
  const { version, publishedVersion, ...rest } = body;
  const published =
    publishedVersion === null ? 'none' : publishedVersion === version ? 'latest' : 'older';
  return { ...rest, published };
}

export const sameItem = (kind: string, a: ReleaseItem, b: ReleaseItem): boolean =>
  a.name === b.name && sameJson(comparable(kind, a.body), comparable(kind, b.body));

const label = (place: WidgetPlace) => place.name || place.model || place.key;

/** A form's change, widget by widget, through `diffDefinitions`. */
function formChange(before: ReleaseItem, after: ReleaseItem): ReleaseFormChange {
  const diff = diffDefinitions(
    before.body.definition as FormDefinition,
    after.body.definition as FormDefinition,
  );
  return {
    added: diff.added.map(label),
    removed: diff.removed.map(label),
    changed: diff.changed.map((change) => label(change.after)),
    moved: diff.moved.map((move) => label(move.after)),
    config: diff.config.map((change) => change.path),
  };
}

/**
 * What changed from `before` (the previous release, or none) to `after`, per kind: items added,
 * removed and changed, by key; a changed form says which widgets. Kinds without a change are
 * left out.
 */
export function diffSnapshots(
  before: ReleaseSnapshot | null,
  after: ReleaseSnapshot,
): ReleaseKindDiff[] {
  const kinds = [
    ...new Set([...Object.keys(after.items), ...Object.keys(before?.items ?? {})]),
  ].sort();
  const result: ReleaseKindDiff[] = [];
  for (const kind of kinds) {
    const olds = new Map((before?.items[kind] ?? []).map((item) => [item.key, item]));
    const news = new Map((after.items[kind] ?? []).map((item) => [item.key, item]));
    const entry: ReleaseKindDiff = { kind, added: [], removed: [], changed: [] };
    for (const [key, item] of news) {
      const old = olds.get(key);
      if (!old) entry.added.push({ key, name: item.name });
      else if (!sameItem(kind, old, item)) {
        entry.changed.push({
          key,
          name: item.name,
          ...(kind === 'FORM' ? { form: formChange(old, item) } : {}),
        });
      }
    }
    for (const [key, item] of olds) {
      if (!news.has(key)) entry.removed.push({ key, name: item.name });
    }
    if (entry.added.length + entry.removed.length + entry.changed.length > 0) result.push(entry);
  }
  return result;
}
