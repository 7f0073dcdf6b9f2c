import type { QueryClient } from '@tanstack/react-query';
import { holdersQueryOptions } from './api/get-holders';
import { organizationsQueryOptions } from './api/get-organizations';
import { planTypesQueryOptions } from './api/get-plan-types';
import { userQueryOptions } from './api/get-user';
import { pickOrganization, readSavedOrganizationId } from './organization-storage';

/**
 * Starts the session's requests (docs/product.md#session-start: user, plan types and organizations, then the chosen organization's holders)
 * into the query cache, so they travel while the shell's chunks download instead of after the shell has rendered. The
 * SessionGate reads the same queries; failures are its to show, so they are ignored here.
 */
export async function prefetchSession(queryClient: QueryClient): Promise<void> {
  // The organizations first: the holders wait for their answer, which on a slow link otherwise came in behind the
  // user's and the plan types' (they share the downlink).
  const organizationsAnswer = queryClient.fetchQuery(organizationsQueryOptions());
  void queryClient.prefetchQuery(userQueryOptions());
  void queryClient.prefetchQuery(planTypesQueryOptions());
  try {
    const organizations = await organizationsAnswer;
    const organization = pickOrganization(organizations, readSavedOrganizationId());
    if (!organization) return;
    // Not the notification total: it is never fresh (refetched on mount), so the gate would ask for it again.
    await queryClient.prefetchQuery(holdersQueryOptions(organization.id));
  } catch {
    // The SessionGate retries and shows the failure.
  }
}
