import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default: a lazy chunk's first import or a query answer can take longer on a CI
// machine whose two cores also run the server tests. A test that waits for what never comes still fails.
configure({ asyncUtilTimeout: 5_000 });
