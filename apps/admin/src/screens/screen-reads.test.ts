import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  API,
  MANAGEMENT_DIRECTORY,
  type PageSpec,
  type RouteContract,
  SCREEN_READS,
  routePermission,
} from '@org/api-contract';
import { describe, expect, it } from 'vitest';

const SCREENS_DIR = import.meta.dirname;
const pages: PageSpec[] = [];
const visit = (spec: PageSpec) => {
  pages.push(spec);
  spec.pages?.forEach(visit);
};
MANAGEMENT_DIRECTORY.menus.forEach(visit);
const viewCodes = new Set(pages.map((page) => page.code));

/** The sources of a screen folder that ship (not its tests or stories). */
function sourcesOf(folder: string): string {
  return readdirSync(join(SCREENS_DIR, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => readFileSync(join(SCREENS_DIR, folder, file), 'utf8'))
    .join('\n');
}

const routes = API as unknown as Record<string, Record<string, RouteContract>>;
const folders = readdirSync(SCREENS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('what each screen reads of other screens', () => {
  it.each(folders)('%s: every other screen it reads is declared in SCREEN_READS', (folder) => {
    const source = sourcesOf(folder);
    const own = pages
      .filter((page) => source.includes(`'${page.component}'`))
      .map((page) => page.code);
    expect(own.length, `${folder} registers no management page`).toBeGreaterThan(0);
    const declared = new Set(own.flatMap((code) => SCREEN_READS[code] ?? []));
    const read = new Set<string>();
    for (const [, group, name] of source.matchAll(/\bAPI\.(\w+)\.(\w+)/g)) {
      const route = routes[group ?? '']?.[name ?? ''];
      const code = route ? routePermission(route) : undefined;
      if (code && viewCodes.has(code) && !own.includes(code)) read.add(code);
    }
    // a screen reading another's data that its grant does not imply answers its user 40003
    expect([...read].filter((code) => !declared.has(code))).toEqual([]);
  });
});
