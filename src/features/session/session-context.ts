import { createContext, useContext } from 'react';
import type { Holder, Organization } from '../../contract/organization';
import type { UserResponse } from '../../contract/user';
import type { OrganizationFlags } from './organization-flags';

export interface SessionOrganization extends Organization, OrganizationFlags {}

export interface Session {
  user: UserResponse;
  organizations: readonly Organization[];
  organization: SessionOrganization;
  holder: Holder | null;
  selectOrganization: (organizationId: number) => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The started session; only valid below SessionGate. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionGate>.');
  return session;
}
