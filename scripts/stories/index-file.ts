/** The stories of a built Storybook that run as tests, read from its `index.json`. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags: string[];
}

interface IndexFile {
  v: number;
  entries: Record<string, StoryEntry & { type: 'story' | 'docs' }>;
}

/**
 * Every story tagged `test` (Storybook tags each story so unless it says `!test`), in the order
 * of the index: files together, as they appear in the sidebar.
 */
export async function readStories(dir: string): Promise<StoryEntry[]> {
  const path = join(dir, 'index.json');
  const text = await readFile(path, 'utf8').catch(() => {
    throw new Error(`${path} is missing: build Storybook first (pnpm build-storybook).`);
  });
  const index = JSON.parse(text) as IndexFile;
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.tags.includes('test'),
  );
}
