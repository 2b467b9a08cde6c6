import { describe, expect, it } from 'vitest';
import {
  EVENT_SCRIPT_MESSAGES,
  cloneEventScript,
  createEventScript,
  validateEventScript,
} from './event-scripts';

describe('event scripts', () => {
  it('names a new script func_{key}, or {event}_{key} for an event', () => {
    const script = createEventScript([]);
    expect(script.name).toBe(`func_${script.key}`);
    expect(script.func).toBe('');
    const fromEvent = createEventScript([script], { event: 'onChange' });
    expect(fromEvent.name).toBe(`onChange_${fromEvent.key}`);
    expect(fromEvent.key).not.toBe(script.key);
  });

  it('clones with _copy and a new key', () => {
    const script = { key: 'k1', name: 'mounted', func: 'this.hide("a")' };
    const copy = cloneEventScript(script, [script]);
    expect(copy).toMatchObject({ name: 'mounted_copy', func: script.func });
    expect(copy.key).not.toBe('k1');
  });

  it('requires a unique identifier name', () => {
    const mounted = { key: 'k1', name: 'mounted', func: '' };
    expect(validateEventScript(mounted, [])).toEqual([]);
    expect(validateEventScript({ ...mounted, key: 'k2' }, [mounted])).toEqual([
      { field: 'name', code: 'repeated', message: EVENT_SCRIPT_MESSAGES.repeated },
    ]);
    expect(validateEventScript({ ...mounted, name: '' }, [])[0]?.code).toBe('required');
    expect(validateEventScript({ ...mounted, name: '1 bad' }, [])[0]?.code).toBe('invalid');
  });
});
