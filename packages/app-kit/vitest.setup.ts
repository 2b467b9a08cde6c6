import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { config as transitions } from 'react-transition-group';
import { afterEach } from 'vitest';

// MUI's transitions (dialogs, menus, popovers, collapses) end at once: a test waits for what a
// user sees, never for an animation's time, and never meets an element still fading.
transitions.disabled = true;

// `findBy…` and `waitFor` wait up to 10 s: enough for a loaded machine, short for a real failure.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
