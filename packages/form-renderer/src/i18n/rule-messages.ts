import { CUSTOM_VALIDATOR_MESSAGE, DEFAULT_RULE_MESSAGES } from '@org/form-schema';
import type { Translate } from '../contract';
import type { MessageKey } from './messages';

/**
 * The built-in rule messages by their text: form-schema writes its English defaults into the
 * rules it builds (a designer's `required` gives `{ required: true, message: 'required' }`), so
 * definitions carry them as text, and the renderer shows them in its locale.
 */
const BUILT_IN: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [DEFAULT_RULE_MESSAGES.required, 'item.required'],
  [DEFAULT_RULE_MESSAGES.type, 'item.invalidFormat'],
  [DEFAULT_RULE_MESSAGES.pattern, 'item.unmatchedPattern'],
  [CUSTOM_VALIDATOR_MESSAGE, 'item.invalidValue'],
]);

/**
 * A field's message as shown: a built-in rule message in the locale of `t`, any other text
 * (a rule's own message, a server's) as it is. Messages are kept as the rules give them and
 * translated when drawn, so a change of locale redraws the messages shown.
 */
export function localizeMessage(t: Translate, message: string): string;
export function localizeMessage(t: Translate, message: string | undefined): string | undefined;
export function localizeMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = BUILT_IN.get(message);
  return key ? t(key) : message;
}
