import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { endSession } from '../../lib/auth-store';
import { paths } from '../../lib/paths';

/** Logout clears the stored tokens and our keys (docs/product.md#logout) and shows the login screen. */
export function useLogout(): () => Promise<void> {
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await endSession();
    navigate(paths.login.getHref(), { replace: true });
  }, [navigate]);
}
