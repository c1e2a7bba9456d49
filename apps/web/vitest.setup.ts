import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy/waitFor give up after 1 s by default: on a loaded 2-core CI machine a debounced search
// plus typing can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// A test that makes React (or anything) log an error fails, so warnings cannot pile up unseen.
let consoleErrors: unknown[][] = [];
let errorSpy: { mockRestore: () => void } | undefined;
beforeEach(() => {
  consoleErrors = [];
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Kept by handle: a test may already have called vi.restoreAllMocks().
  errorSpy?.mockRestore();
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
