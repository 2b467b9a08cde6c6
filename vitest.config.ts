import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './.storybook/chromium.ts';

// What Storybook's test panel (`pnpm storybook`, the addon-vitest widget) runs stories with,
// from the dev server. `pnpm test:stories` and CI render the built Storybook instead
// (scripts/stories/run.ts, decision 0017). Package unit tests have their own vitest configs.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
