import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { useAuthState } from '../../lib/auth-store';
import { paths } from '../../lib/paths';
import { returnQuery } from '../../lib/return-path';

/** Unauthenticated visitors go to the login screen, which brings them back to the address they asked for. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuthState();
  const [location] = useLocation();
  const search = useSearch();
  if (status === 'checking') return <PageLoader fullScreen />;
  if (status === 'signedOut')
    return <Redirect to={paths.login.getHref(returnQuery(`${location}${search ? `?${search}` : ''}`))} replace />;
  return <>{children}</>;
}
