import { describe, expect, it, vi } from 'vitest';

const WATCHED = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'XMLHttpRequest',
  'Worker',
  'location',
];

describe('importing the package', () => {
  it('touches no global of the page (so it loads in workers, in Node and during SSR)', async () => {
    const touched: string[] = [];
    const saved = new Map<string, PropertyDescriptor | undefined>();
    for (const name of WATCHED) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name);
          return undefined;
        },
      });
    }
    try {
      vi.resetModules();
      await import('./index');
      await import('./node/index');
      await import('./node/root');
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete (globalThis as Record<string, unknown>)[name];
      }
    }
    expect(touched).toEqual([]);
  });
});
