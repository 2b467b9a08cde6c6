import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createHistory, currentEntry, endSquash, recordHistory, undo } from './history';
import type { FormDefinition } from './types';

function form(name: string): FormDefinition {
  return { list: [], config: { ...DEFAULT_FORM_CONFIG, customClass: name } };
}

describe('endSquash: leaving a field closes its undo step', () => {
  it('makes the next change under the same mark an entry of its own', () => {
    const start = form('');
    let history = createHistory(start);
    history = recordHistory(history, form('a'), null, { mark: 'class' });
    history = recordHistory(history, form('ab'), null, { mark: 'class' });
    history = endSquash(history);
    history = recordHistory(history, form('abc'), null, { mark: 'class' });
    expect(history.entries).toHaveLength(3);
    expect(currentEntry(undo(history)).data.config.customClass).toBe('ab');
  });

  it('returns the same history when no run is open', () => {
    const history = createHistory(form(''));
    expect(endSquash(history)).toBe(history);
  });

  it('never changes entries, cursor or ids', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('x', 'y', undefined), { maxLength: 20 }), (marks) => {
        let history = createHistory(form(''));
        marks.forEach((mark, i) => {
          history = recordHistory(history, form(String(i)), null, mark ? { mark } : {});
        });
        const ended = endSquash(history);
        expect(ended.entries).toBe(history.entries);
        expect(ended.index).toBe(history.index);
        expect(ended.nextId).toBe(history.nextId);
        expect(ended.mark).toBeNull();
      }),
    );
  });
});
