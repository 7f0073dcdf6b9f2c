import { createContext, useContext } from 'react';
import type { Holder, Organization } from '../../contract/organization';
import type { UserResponse } from '../../contract/user';
import type { HolderScope } from '../../lib/holder-scope';
import type { OrganizationFlags } from './organization-flags';

interface SessionOrganization extends Organization, OrganizationFlags {}

export interface Session {
  user: UserResponse;
  organizations: readonly Organization[];
  organization: SessionOrganization;
  holder: Holder | null;
  /** The organization's holder as the scope of holder calls (balance, lookups, analyses); null without a holder. */
  holderScope: HolderScope | null;
  selectOrganization: (orgId: number) => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The started session; only valid below SessionGate. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionGate>.');
  return session;
}
