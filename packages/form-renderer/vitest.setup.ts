import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { config as transitions } from 'react-transition-group';
import { afterEach } from 'vitest';

// MUI's transitions (dialogs, menus, popovers, collapses) end at once: a test waits for what a
// user sees, never for an animation's time, and never meets an element still fading.
transitions.disabled = true;

// `waitFor` and `findBy…` give up after one second by default, which a 2-core machine running
// every package's tests at once can exceed without anything being wrong.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
