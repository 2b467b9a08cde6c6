import type { ArtefactKind } from '@org/api-contract';
import { type Text, text } from '../../i18n/text';
import { KIND_NAMES } from '../artefact-content';

const PART_NAMES: Readonly<Record<string, Text>> = {
  FORM: text('release.kindForm'),
  VIEW: text('release.kindView'),
  TEMPLATE: text('release.kindTemplate'),
  ROLE: text('release.kindRole'),
  RESOURCE: text('release.kindResource'),
  API: text('release.kindApi'),
};

/** What an item kind of a snapshot is called (a part, an artefact kind, a catalogue API). */
export function kindName(kind: string): Text | string {
  return PART_NAMES[kind] ?? KIND_NAMES[kind as ArtefactKind] ?? kind;
}
