import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';

/** A page the user's profile may not see: says so at its own address, with a way back (never a blank page). */
export function NoAccessPage() {
  return (
    <Center mih={360} p="md" data-testid="no-access">
      <Stack align="center" ta="center" gap="sm" maw={460}>
        <IconLock size={48} stroke={1.5} aria-hidden="true" color="var(--mantine-color-brand-8)" />
        <Title order={1} size="h2">
          Acesso restrito
        </Title>
        <Text c="dimmed">Seu perfil não tem acesso a esta página.</Text>
        {/* "~": absolute even when rendered inside a nested route. */}
        <Button component={Link} href={`~${paths.home.getHref()}`}>
          Voltar para o início
        </Button>
      </Stack>
    </Center>
  );
}
