import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { useAuthState } from '../../lib/auth-store';
import { paths } from '../../lib/paths';

/** Unauthenticated visitors go to the login screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuthState();
  if (status === 'checking') return <PageLoader fullScreen />;
  if (status === 'signedOut') return <Redirect to={paths.login} replace />;
  return <>{children}</>;
}
