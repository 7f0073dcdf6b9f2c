import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'wouter';
import { countLabel } from '../../../contract/plural';

interface Props {
  total: number | undefined;
  href: string;
}

/** Unviewed notifications (new processes and movements) with a way to read them. */
export function NotificationsSummaryCard({ total, href }: Props) {
  const text =
    total === undefined
      ? 'Carregando…'
      : total === 0
        ? 'Nenhuma notificação nova'
        : countLabel(total, 'notificação nova', 'notificações novas');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notifications-summary">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
            <IconBell size={20} />
          </ThemeIcon>
          <Text fw={600} id="notifications-summary">
            Notificações
          </Text>
        </Group>
        <Text size="xl" fw={700} data-testid="notification-total">
          {text}
        </Text>
        <Text size="sm" c="dimmed">
          Novos processos e movimentações dos documentos monitorados.
        </Text>
        <Button component={Link} href={href} variant="light" size="sm" w="fit-content">
          Ver notificações
        </Button>
      </Stack>
    </Card>
  );
}
