import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { memo } from 'react';
import type { ProcessDetail } from '../../../contract/processes';
import { formatDateTime } from '../../../lib/format-date';
import { ProcessStatusBadges } from './process-status-badges';

interface Props {
  process: ProcessDetail;
}

/** Number, court and type on top of the detail page, with the secrecy warning when it applies (memoised: see ProcessDataTab). */
export const ProcessHeader = memo(function ProcessHeader({ process: p }: Props) {
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {p.court.acronym} · {p.type}
        </Text>
        <Title
          order={1}
          ff="monospace"
          style={{ wordBreak: 'break-all', fontSize: 'clamp(1.05rem, 5vw, 1.6rem)' }}
          data-testid="process-number"
        >
          {p.number}
        </Title>
        <Group gap="sm">
          <ProcessStatusBadges isSecret={p.isSecret} isArchived={p.isArchived} />
          <Text size="xs" c="dimmed">
            Atualizado em {formatDateTime(p.updatedAt)}
          </Text>
        </Group>
      </Stack>
      {p.isSecret && (
        <Alert
          color="red"
          variant="light"
          icon={<IconLock aria-hidden="true" />}
          title="Processo em segredo de justiça"
          data-testid="secret-notice"
        >
          Este processo tramita em segredo de justiça: documentos das partes, assuntos e valores não são exibidos.
        </Alert>
      )}
    </Stack>
  );
});
