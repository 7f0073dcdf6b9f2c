import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconDeviceMobile } from '@tabler/icons-react';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorMessage } from '../../../lib/api-error';
import type { useDevicePush } from '../use-device-push';
import { IosInstallGuide } from './ios-install-guide';
import { PermissionDeniedHelp } from './permission-denied-help';

interface Props {
  push: ReturnType<typeof useDevicePush>;
  /** This browser's subscription is among the organization's devices of the person. */
  registered: boolean;
}

/** What this device can do, and "Ativar neste aparelho". */
export function ThisDeviceCard({ push, registered }: Props) {
  const { availability, platform, permission, enable } = push;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="this-device-title">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <IconDeviceMobile size={20} aria-hidden="true" />
            <Text fw={600} id="this-device-title">
              Este aparelho
            </Text>
          </Group>
          {registered && permission === 'granted' && (
            <Badge
              color="teal"
              variant="light"
              styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
              data-testid="push-enabled"
            >
              Notificações ativadas
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Receba um aviso quando um processo da organização tiver novidade, mesmo com o aplicativo fechado. Ao tocar no
          aviso, o processo abre.
        </Text>
        {availability === 'ios-needs-install' && <IosInstallGuide />}
        {availability === 'unsupported' && (
          <Alert color="gray" variant="light" title="Navegador sem notificações push" data-testid="push-unsupported">
            Este navegador não recebe notificações do aplicativo. Use uma versão recente do Chrome, Edge, Firefox ou
            Safari — no iPhone, o aplicativo adicionado à Tela de Início.
          </Alert>
        )}
        {availability === 'supported' && permission === 'denied' && <PermissionDeniedHelp platform={platform} />}
        {availability === 'supported' && permission !== 'denied' && !registered && (
          <Group>
            <NeedsNetwork>
              {(offline) => (
                <Button
                  leftSection={<IconBell size={18} aria-hidden="true" />}
                  onClick={push.enableAfterTap}
                  loading={enable.isPending}
                  disabled={offline}
                >
                  Ativar neste aparelho
                </Button>
              )}
            </NeedsNetwork>
          </Group>
        )}
        {enable.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(enable.error, 'Não foi possível ativar as notificações neste aparelho. Tente novamente.')}
          </Alert>
        )}
        {availability === 'supported' && platform === 'android' && (
          <Text size="xs" c="dimmed" data-testid="android-note">
            No Android, o ícone do aplicativo não mostra um número: a notificação fica na barra do aparelho (e, em
            alguns celulares, um ponto no ícone).
          </Text>
        )}
        {availability === 'supported' && platform === 'other' && (
          <Text size="xs" c="dimmed">
            Com o aplicativo instalado, o ícone mostra o total de notificações novas.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
