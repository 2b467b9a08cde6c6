import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 10 s: enough for a loaded machine, short for a real failure.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
