/**
 * Event scripts of a form (`config.eventScript[]`): names of new scripts, clones, validation
 * (spec §4, §5, §8).
 */
import { defaultIdSource, type IdSource } from './ids';
import { SCRIPT_PARAMS } from './definition-scripts';
import { copyName, nameIssues, syntaxIssue, uniqueKey, type ItemIssue } from './named-items';
import type { EventScript } from './types';

/** Spec texts of the event script manager. */
export const EVENT_SCRIPT_MESSAGES = Object.freeze({
  repeated: 'event script name cannot be repeated',
  unsaved: 'unsaved data please save first',
});

/** A new script: `func_{key}`, or `{event}_{key}` when created for a widget event. */
export function createEventScript(
  existing: readonly EventScript[] = [],
  options: { event?: string; ids?: IdSource } = {},
): EventScript {
  const key = uniqueKey(existing, options.ids ?? defaultIdSource);
  return { key, name: `${options.event || 'func'}_${key}`, func: '' };
}

/** A copy with a new key and the name plus `_copy` (numbered when that name is taken). */
export function cloneEventScript(
  script: EventScript,
  existing: readonly EventScript[],
  ids: IdSource = defaultIdSource,
): EventScript {
  return { ...script, key: uniqueKey(existing, ids), name: copyName(existing, script.name) };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * What is wrong with a script before it may be saved: a name, unique among the others, usable
 * as an identifier (scripts are called by name from widget events and `triggerEvent`), and a
 * body that parses (`syntax`, with its line and column).
 */
export function validateEventScript(
  script: EventScript,
  others: readonly EventScript[],
): ItemIssue[] {
  const issues = nameIssues(others, script, EVENT_SCRIPT_MESSAGES.repeated);
  if (issues.length === 0 && !IDENTIFIER.test(script.name.trim()))
    issues.push({
      field: 'name',
      code: 'invalid',
      message: 'use letters, digits, _ or $, not starting with a digit',
    });
  const syntax = syntaxIssue('func', script.func, SCRIPT_PARAMS.event);
  if (syntax) issues.push(syntax);
  return issues;
}
