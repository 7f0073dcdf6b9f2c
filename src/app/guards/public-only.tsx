import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { useAuthState } from '../../lib/auth-store';
import { returnTarget } from '../../lib/return-path';

/** Signed-in users visiting the sign-in screens go where they were heading (a safe "next"), else home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useAuthState();
  const search = useSearch();
  if (status === 'checking') return <PageLoader fullScreen />;
  if (status === 'signedIn') return <Redirect to={returnTarget(search)} replace />;
  return <>{children}</>;
}
