import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('README', () => {
  it('shows the usage example that the package type-checks (src/designer/HostExample.tsx)', () => {
    const readme = read('../README.md');
    const block = /## Usage\n\n```tsx\n([\s\S]*?)```/.exec(readme)?.[1];
    const example = read('./designer/HostExample.tsx').replace(
      "from '../index';",
      "from '@org/form-designer';",
    );
    expect(block).toBe(example);
  });
});
