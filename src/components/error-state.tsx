import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ErrorStateProps {
  title: string;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/** A Portuguese error with an optional retry: never a blank screen. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Tentar novamente', children }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {(onRetry || children) && (
          <Group gap="sm">
            {onRetry && (
              <Button size="xs" variant="filled" color="red" onClick={onRetry}>
                {retryLabel}
              </Button>
            )}
            {children}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
