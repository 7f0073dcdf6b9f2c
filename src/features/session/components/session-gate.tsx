import { Button, Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { endSession } from '../../../lib/auth-store';
import { getAppConfig } from '../../../lib/config';
import { holderScopeOf } from '../../../lib/holder-scope';
import { setLeaveNotice } from '../../../lib/leave-notice';
import { queryKeys } from '../../../lib/query-keys';
import { accessUnavailableMessage, lostOrganizationNotice } from '../access-unavailable';
import { useHolders } from '../api/get-holders';
import { useNotificationTotal } from '../api/get-notification-total';
import { useOrganizations } from '../api/get-organizations';
import { usePlanTypes } from '../api/get-plan-types';
import { useUser } from '../api/get-user';
import { deriveOrganizationFlags } from '../organization-flags';
import { pickOrganization, readSavedOrganizationId, saveOrganization } from '../organization-storage';
import { SessionContext, type Session } from '../session-context';
import { REFRESH_AFTER_FIRST_SCREEN } from '../refresh-session';
import { SessionOffline } from './session-offline';

/**
 * Session start (docs/product.md#session-start): user and organizations; none → logout with the catalogue message; else the
 * saved organization or the first (stored locally); then holders (first or none), plan types and the
 * notification total. Children render only once the session is complete.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const user = useUser();
  const organizations = useOrganizations();
  const [savedId, setSavedId] = useState(readSavedOrganizationId);
  const organization = organizations.data ? pickOrganization(organizations.data, savedId) : null;
  const holders = useHolders(organization?.id);
  usePlanTypes(organization !== null);
  useNotificationTotal(organization?.id, REFRESH_AFTER_FIRST_SCREEN);

  const noOrganization = organizations.data?.length === 0;
  useEffect(() => {
    if (noOrganization) {
      void endSession({ kind: 'error', message: accessUnavailableMessage(getAppConfig().contact) });
    }
  }, [noOrganization]);

  const orgId = organization?.id;
  const orgName = organization?.name;
  // A membership deactivated while the app is open: the refreshed list no longer holds the organization
  // on screen, and the gate moves to another one; Início says why. With no organization left, the logout above.
  const shown = useRef<{ id: number; name: string } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    if (
      previous &&
      orgName !== undefined &&
      previous.id !== orgId &&
      !organizations.data?.some((o) => o.id === previous.id)
    ) {
      setLeaveNotice(lostOrganizationNotice(previous.name, orgName));
    }
    if (orgId !== undefined && orgName !== undefined) {
      shown.current = { id: orgId, name: orgName };
      saveOrganization({ id: orgId, name: orgName });
    }
  }, [orgId, orgName, organizations.data]);

  const selectOrganization = useCallback(
    (id: number) => {
      const next = organizations.data?.find((o) => o.id === id);
      if (!next) return;
      saveOrganization(next);
      setSavedId(id);
      // Keys carry the organization id, so the switch fetches; stale copies of it are refreshed too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.organization(id) });
    },
    [organizations.data, queryClient],
  );

  const holder = holders.data?.[0] ?? null;
  const session = useMemo<Session | null>(() => {
    // Data, not success: a failed refresh (server down) keeps the saved copy usable.
    if (!user.data || !organizations.data || !organization || holders.data === undefined) return null;
    return {
      user: user.data,
      organizations: organizations.data,
      organization: { ...organization, ...deriveOrganizationFlags(organization, holder !== null) },
      holder,
      holderScope: holderScopeOf(organization.id, holder),
      selectOrganization,
    };
  }, [user.data, organizations.data, organization, holders.data, holder, selectOrganization]);

  const failure = user.error ?? organizations.error ?? holders.error;
  if (failure && !session) {
    return (
      <Container size="sm" py="xl">
        <ErrorState
          title="Não foi possível iniciar sua sessão"
          message={errorMessage(failure)}
          onRetry={() => {
            void user.refetch();
            void organizations.refetch();
            if (organization) void holders.refetch();
          }}
        >
          <Button size="xs" variant="default" onClick={() => void endSession()}>
            Sair
          </Button>
        </ErrorState>
      </Container>
    );
  }
  // Paused: offline with nothing saved for this request (the query client waits for 'online'), not loading.
  const waitingForNetwork = [user, organizations, holders].some((query) => query.fetchStatus === 'paused');
  if (!session && waitingForNetwork) return <SessionOffline />;
  if (!session) return <PageLoader label="Carregando sua sessão…" fullScreen />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
