import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { useAuthState } from '../../lib/auth-store';
import { paths } from '../../lib/paths';

/** Signed-in users visiting the sign-in screens go home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useAuthState();
  if (status === 'checking') return <PageLoader fullScreen />;
  if (status === 'signedIn') return <Redirect to={paths.home} replace />;
  return <>{children}</>;
}
