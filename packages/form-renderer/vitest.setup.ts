import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `waitFor` and `findBy…` give up after one second by default, which a 2-core machine running
// every package's tests at once can exceed without anything being wrong.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
