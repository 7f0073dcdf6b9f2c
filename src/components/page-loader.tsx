import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-area loading state with a live region, so screen readers hear that something is happening. */
export function PageLoader({ label = 'Carregando…', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
