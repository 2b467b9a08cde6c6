import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lacks what React Flow measures with: `ResizeObserver` (the canvas and its nodes) and
 * `DOMMatrixReadOnly` (the zoom of the viewport). The editor gives every node its size and
 * connection points, so nothing has to be measured: observers that never report and a matrix
 * without scale are enough. They are installed for one test file and taken away after it, as
 * test files share their worker's jsdom.
 */
class SilentResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class UnscaledMatrix {
  readonly m22 = 1;
}

const MISSING = ['ResizeObserver', 'DOMMatrixReadOnly'] as const;

/** Installs the stand-ins for the test file that calls it (in its module scope). */
export function givesJsdomWhatReactFlowNeeds(): void {
  const added: string[] = [];
  beforeAll(() => {
    const stand = { ResizeObserver: SilentResizeObserver, DOMMatrixReadOnly: UnscaledMatrix };
    for (const name of MISSING) {
      if (name in globalThis) continue;
      Object.defineProperty(globalThis, name, {
        value: stand[name],
        configurable: true,
        writable: true,
      });
      added.push(name);
    }
  });
  afterAll(() => {
    for (const name of added.splice(0)) Reflect.deleteProperty(globalThis, name);
  });
}
