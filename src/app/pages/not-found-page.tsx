import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';

/** Unknown routes: Portuguese 404 with a way back. */
export function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  return (
    <Center mih={signedIn ? 360 : '100dvh'} p="md" component={signedIn ? 'div' : 'main'}>
      <Stack align="center" ta="center" gap="sm" maw={460}>
        <Text fz={56} fw={800} c="brand.8" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          Página não encontrada
        </Title>
        <Text c="dimmed">O endereço que você acessou não existe ou foi movido.</Text>
        <Button component={Link} href={signedIn ? paths.home.getHref() : paths.login.getHref()}>
          {signedIn ? 'Voltar para o início' : 'Ir para o login'}
        </Button>
      </Stack>
    </Center>
  );
}
