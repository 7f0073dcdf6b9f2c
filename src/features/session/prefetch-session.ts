import type { QueryClient } from '@tanstack/react-query';
import type { SessionStart } from '../../contract/organization';
import { holdersQueryOptions } from './api/get-holders';
import { getOrganizations, organizationsQueryOptions } from './api/get-organizations';
import { planTypesQueryOptions } from './api/get-plan-types';
import { getSessionStart } from './api/get-session-start';
import { getUser, userQueryOptions } from './api/get-user';
import { pickOrganization, readSavedOrganizationId } from './organization-storage';

/** A query function answered the first time by `first`, and by `again` on a retry (the one answer has failed). */
function firstThen<T>(first: () => Promise<T>, again: (signal: AbortSignal) => Promise<T>) {
  let used = false;
  return ({ signal }: { signal: AbortSignal }): Promise<T> => {
    if (used) return again(signal);
    used = true;
    return first();
  };
}

/**
 * Starts the session's requests (docs/product.md#session-start) into the query cache, so they travel while the
 * shell's chunks download instead of after the shell has rendered. The user, the organizations and the first
 * organization's holders come in one answer (GET /v1/session): on a slow link the holders no longer wait a round
 * trip behind the organizations. The SessionGate reads the same queries; failures are its to show, so they are
 * ignored here.
 */
export async function prefetchSession(queryClient: QueryClient): Promise<void> {
  const savedId = readSavedOrganizationId();
  // Asked for by the first query function that runs, so it is always awaited (its failure is that query's).
  let asked: Promise<SessionStart> | null = null;
  const start = () => (asked ??= getSessionStart());
  // The holders enter the cache before the organizations: the gate picks the organization the moment the
  // organizations arrive and must find its holders there, not ask for them.
  const organizationsAnswer = queryClient.fetchQuery({
    ...organizationsQueryOptions(),
    queryFn: firstThen(async () => {
      const { organizations, holders } = await start();
      if (holders) {
        await queryClient.prefetchQuery({ ...holdersQueryOptions(holders.orgId), queryFn: async () => holders.list });
      }
      return organizations;
    }, getOrganizations),
  });
  void queryClient.prefetchQuery({
    ...userQueryOptions(),
    queryFn: firstThen(async () => (await start()).user, getUser),
  });
  void queryClient.prefetchQuery(planTypesQueryOptions());
  try {
    const organizations = await organizationsAnswer;
    const organization = pickOrganization(organizations, savedId);
    if (!organization) return;
    // Already in the cache from the answer above, unless the organization picked is not the first (one saved on the
    // device) or that answer failed and a retry asked for the organizations alone.
    // Not the notification total: it is never fresh (refetched on mount), so the gate would ask for it again.
    await queryClient.prefetchQuery(holdersQueryOptions(organization.id));
  } catch {
    // The SessionGate retries and shows the failure.
  }
}
