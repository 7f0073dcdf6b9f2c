import { Text } from '@mantine/core';
import type { Notification } from '../../../contract/notifications';
import { formatDate } from '../../../lib/format-date';
import { partyNames } from '../notification-filters';

/** A court change's lines: process and court, parties, the movement. */
export function ProcessNotificationBody({
  notification: n,
  unviewed,
}: {
  notification: Notification;
  unviewed: boolean;
}) {
  const update = [n.lastUpdate.class, formatDate(n.lastUpdate.date)].filter(Boolean).join(' · ');
  // A court publication's text is its deadline sentence, which the communication's own line shows.
  const lastText = n.communication ? null : n.lastUpdate.text;
  return (
    <>
      <Text fw={unviewed ? 700 : 500} mt={6} style={{ overflowWrap: 'anywhere' }}>
        {n.processNumber} · {n.court}
      </Text>
      <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
        {partyNames(n.authors)}{' '}
        <Text span c="dimmed">
          ×
        </Text>{' '}
        {partyNames(n.defendants)}
      </Text>
      {(update || lastText) && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {update && (
            <Text span fw={600} inherit>
              {update}
              {lastText ? ' — ' : ''}
            </Text>
          )}
          {lastText}
        </Text>
      )}
      {n.processId === null && (
        <Text size="xs" c="orange.9" mt={4}>
          Processo ainda não importado.
        </Text>
      )}
    </>
  );
}
