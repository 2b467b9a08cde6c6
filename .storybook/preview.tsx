import type { Preview } from '@storybook/react-vite';
import { config as transitions } from 'react-transition-group';
import { configure } from 'storybook/test';

// In the stories' test run (`scripts/stories/run.ts`, which names itself in the user agent),
// MUI's transitions end at once: a play function never meets a dialog half faded in or out.
// People browsing the Storybook see them as users do.
if (navigator.userAgent.includes('StorybookTestRunner')) transitions.disabled = true;

// `findBy…` and `waitFor` in play functions wait up to 10 s (testing-library's default is one):
// lazily loaded parts (editors, pickers, trees) can take longer on a loaded two-core machine.
// A real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // axe-core runs on every story; in `pnpm test:stories` a violation fails the story's test.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      },
    },
  },
};

export default preview;
