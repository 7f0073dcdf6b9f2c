import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';

/**
 * Where a page renders: a failed chunk's retry screen, cleared by the next navigation, and the loader of a page in
 * transit. It reads the location itself, so the routers around it need not: a navigation re-renders the page, not the
 * shell around it (the header, menus and providers re-rendered on every in-app navigation).
 */
export function PageBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ChunkErrorBoundary resetKey={location}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
