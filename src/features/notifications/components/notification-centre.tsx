import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Notification } from '../../../contract/notifications';
import { CachedDataAge } from '../../../components/cached-data-age';
import { ErrorState } from '../../../components/error-state';
import { NeedsNetwork } from '../../../components/needs-network';
import { NotSavedOffline } from '../../../components/not-saved-offline';
import { ListLoader } from '../../../components/paged-list/list-loader';
import { ListPagination } from '../../../components/paged-list/list-pagination';
import { pageCount } from '../../../contract/constants/paging';
import { useIsOffline } from '../../../lib/network';
import { errorMessage } from '../../../lib/api-error';
import { notificationTarget } from '../notification-target';
import { useClearNotifications } from '../api/clear-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationViewed } from '../api/mark-notification-viewed';
import { DEFAULT_NOTIFICATION_FILTERS, type NotificationFilters } from '../notification-filters';
import { ClearNotificationsModal } from './clear-notifications-modal';
import { NotificationFiltersBar } from './notification-filters-bar';
import { NotificationList } from './notification-list';
import { countLabel } from '../../../contract/plural';

interface Props {
  orgId: number;
  /** Called once the list has its first answer (or waits offline): what sits below it can be drawn without moving. */
  onListShown?: () => void;
}

/**
 * The notification centre: filters, 10 per page, open (marks viewed, goes to the process or, for a risk change, to the
 * relationship graph), clear all.
 */
export function NotificationCentre({ orgId, onListShown }: Props) {
  const [filters, setFilters] = useState<NotificationFilters>(DEFAULT_NOTIFICATION_FILTERS);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  // The pagination answers at once; the page's notifications follow in a render that input can interrupt
  // (a click waited ~110 ms at 4× CPU for the list to render again before the next paint).
  const shownPage = useDeferredValue(page);
  const list = useNotifications(orgId, filters, shownPage);
  const markViewed = useMarkNotificationViewed(orgId);
  const clear = useClearNotifications(orgId);
  const offline = useIsOffline();
  const filtered = JSON.stringify(filters) !== JSON.stringify(DEFAULT_NOTIFICATION_FILTERS);
  const shown = !list.isPending || list.fetchStatus === 'paused';
  useEffect(() => {
    if (shown) onListShown?.();
  }, [shown, onListShown]);

  const open = (n: Notification) => {
    const go = () => {
      const target = notificationTarget(n);
      if (target !== null) navigate(target);
    };
    // Offline, reading stays possible: the process opens from the saved copy, marked viewed another time.
    if (n.wasViewed || offline) go();
    else markViewed.mutate(n.id, { onSuccess: go });
  };

  // A stable handler for the memoised list, calling the latest `open`.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const onOpen = useCallback((n: Notification) => openRef.current(n), []);
  const result = list.data?.result;
  const items = useMemo(
    () =>
      result && (
        <NotificationList notifications={result} filtered={filtered} disabled={markViewed.isPending} onOpen={onOpen} />
      ),
    [result, filtered, markViewed.isPending, onOpen],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data ? countLabel(list.data.total, 'notificação', 'notificações') : ''}
          </Text>
          {list.data && <CachedDataAge updatedAt={list.dataUpdatedAt} refreshFailed={list.isError} />}
        </Group>
        <NeedsNetwork>
          {(disabled) => (
            <Button
              variant="light"
              color="red"
              leftSection={<IconChecks size={16} aria-hidden="true" />}
              disabled={disabled}
              onClick={() => setConfirming(true)}
            >
              Limpar todas
            </Button>
          )}
        </NeedsNetwork>
      </Group>
      <NotificationFiltersBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {markViewed.isError && (
        <Alert color="red" variant="light" role="alert" title="Não foi possível abrir a notificação">
          {errorMessage(markViewed.error)}
        </Alert>
      )}
      {list.isPending && list.fetchStatus === 'paused' && (
        <NotSavedOffline what="Esta lista de notificações" feminine />
      )}
      {list.isPending && list.fetchStatus !== 'paused' && <ListLoader label="Carregando notificações" />}
      {list.isError && !list.data && (
        <ErrorState
          title="Não foi possível carregar as notificações"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && (
        <>
          {items}
          <ListPagination pages={pageCount(list.data.total)} page={page} onChange={setPage} siblings={0} />
        </>
      )}
      <ClearNotificationsModal
        opened={confirming}
        pending={clear.isPending}
        error={clear.error}
        onCancel={() => {
          setConfirming(false);
          clear.reset();
        }}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </Stack>
  );
}
