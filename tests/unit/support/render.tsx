import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';

/** What Mantine reads and jsdom lacks: matchMedia (the colour scheme) and document.fonts (autosize textarea). */
export function installBrowserPolyfills(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
}

/** What Mantine's Select needs to open its list in jsdom: a ResizeObserver (it measures the dropdown) and scrollIntoView. */
export function stubComboboxMeasurements(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => {};
}

/** A query client for one test: a failed request fails at once instead of retrying for seconds. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` inside the app's providers for a component (Mantine and a query client), the polyfills installed.
 * `rerender` keeps the same providers and client, so a test can hand a component fresher props.
 */
export function renderWithProviders(ui: ReactElement, { client = testQueryClient() }: { client?: QueryClient } = {}) {
  installBrowserPolyfills();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), client };
}
