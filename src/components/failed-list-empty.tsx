import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface Props {
  /** What the empty list says ("Nenhuma fatura ainda."). */
  message: string;
  /** The list could not be loaded: the same empty answer, plus a quiet way to ask again. */
  failed: boolean;
  onRetry: () => void;
  hint?: string;
  testId?: string;
}

/**
 * An empty list. Failed lists of the extract, reports and billing yield an empty result without an error
 * dialog; a small "Tentar novamente" lets the person ask again without reloading.
 */
export function FailedListEmpty({ message, failed, onRetry, hint, testId }: Props) {
  return (
    <Stack align="center" py="xl" gap="xs" data-testid={testId} data-failed={failed || undefined}>
      <Text fw={600}>{message}</Text>
      {hint && (
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
      )}
      {failed && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconRefresh size={12} aria-hidden="true" />}
          onClick={onRetry}
        >
          Tentar novamente
        </Button>
      )}
    </Stack>
  );
}
