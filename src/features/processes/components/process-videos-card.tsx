import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ProcessVideo } from '../../../contract/processes';
import { formatDateTime } from '../../../lib/format-date';
import { openPlayerPopup } from '../../../lib/popups';
import { NeedsNetwork } from '../../../components/needs-network';

/** Hearing recordings; each opens the 640×360 player popup. */
export function ProcessVideosCard({ videos }: { videos: readonly ProcessVideo[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Vídeos de audiências
        </Title>
        {videos.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum vídeo disponível.
          </Text>
        )}
        {videos.map((v, i) => (
          <Group key={`${v.url}-${i}`} justify="space-between" wrap="wrap" gap="xs" data-testid="process-video">
            <div>
              <Text size="sm" fw={600}>
                {v.title}
              </Text>
              <Text size="xs" c="dimmed">
                {v.audienceDate ? formatDateTime(v.audienceDate) : 'Data não informada'}
              </Text>
            </div>
            <NeedsNetwork>
              {(offline) => (
                <Button
                  disabled={offline}
                  size="xs"
                  variant="light"
                  leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
                  onClick={() => openPlayerPopup(v.url)}
                  aria-label={`Assistir: ${v.title}`}
                >
                  Assistir
                </Button>
              )}
            </NeedsNetwork>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
