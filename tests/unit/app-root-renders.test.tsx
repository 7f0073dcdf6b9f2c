import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { AppRouter } from '../../src/app/router';
import { allowServiceWorker } from '../../src/app/service-worker-gate';
import { markSignedIn, markSignedOut } from '../../src/lib/auth-store';
import { installBrowserPolyfills } from './support/render';

vi.mock('../../src/app/router', () => ({ AppRouter: vi.fn(() => null) }));
vi.mock('../../src/app/update-prompt', () => ({ UpdatePrompt: () => null }));

// The app's root renders once: a state read there re-renders every screen below it in one task (the sign-in and the
// worker's go-ahead did, 12–20 ms at 1× CPU on every start).
describe('the app root', () => {
  afterEach(cleanup);

  it("does not render the screens again when the sign-in settles or the worker's time comes", () => {
    installBrowserPolyfills();
    const router = vi.mocked(AppRouter);
    render(<App />);
    const first = router.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    act(() => markSignedOut());
    act(() => markSignedIn());
    act(() => allowServiceWorker());
    expect(router.mock.calls.length).toBe(first);
  });
});
