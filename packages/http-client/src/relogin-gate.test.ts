import { describe, expect, it } from 'vitest';
import { createReloginGate } from './relogin-gate';

function gateWithToken(initial: string | undefined) {
  let token = initial;
  const gate = createReloginGate(() => token);
  return {
    gate,
    setToken: (next: string | undefined) => {
      token = next;
    },
  };
}

describe('createReloginGate', () => {
  it('admits the first failure and nothing more while pending', () => {
    const { gate } = gateWithToken('t');
    expect(gate.isPending()).toBe(false);
    expect(gate.admit('t')).toBe(true);
    expect(gate.isPending()).toBe(true);
    expect(gate.admit('t')).toBe(false);
    expect(gate.admit('t')).toBe(false);
  });

  it('works without any token', () => {
    const { gate } = gateWithToken(undefined);
    expect(gate.admit(undefined)).toBe(true);
    expect(gate.admit(undefined)).toBe(false);
  });

  it('re-arms on reset()', () => {
    const { gate } = gateWithToken('t');
    gate.admit('t');
    gate.reset();
    expect(gate.isPending()).toBe(false);
    expect(gate.admit('t')).toBe(true);
  });

  it('re-arms when the current token changes', () => {
    const { gate, setToken } = gateWithToken('old');
    gate.admit('old');
    setToken('new');
    expect(gate.isPending()).toBe(false);
    expect(gate.admit('new')).toBe(true);
    expect(gate.admit('new')).toBe(false);
  });

  it('never admits a failure sent under another token than the current one', () => {
    const { gate, setToken } = gateWithToken('old');
    setToken(undefined);
    expect(gate.admit('old')).toBe(false);
    expect(gate.isPending()).toBe(false);
    expect(gate.admit(undefined)).toBe(true);
  });
});
