import { Alert, Box, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  error?: string | null;
  children?: ReactNode;
  /** Popups that fill their window (the player) drop the padding and title. */
  bare?: boolean;
}

/** The frame of the viewer/player popups: a title and either the content or a Portuguese error. */
export function PopupPlaceholder({ title, error, children, bare = false }: Props) {
  if (bare && !error) {
    return (
      <Box component="main" bg="black" h="100dvh" style={{ overflow: 'hidden' }}>
        <Title
          order={1}
          className="sr-only"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {title}
        </Title>
        {children}
      </Box>
    );
  }
  return (
    <Box component="main" p="sm" bg="gray.0" mih="100dvh">
      <Stack gap="sm" mx="auto" h="100%">
        <Title order={1} size="h4">
          {title}
        </Title>
        {error ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden="true" />}
            data-testid="popup-error"
          >
            {error}
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Box>
  );
}
