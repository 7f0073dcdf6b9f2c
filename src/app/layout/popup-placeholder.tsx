import { Alert, Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface Props {
  title: string;
  description: string;
  error: string | null;
  target: string | null;
  frame?: { width: number; height: number };
}

/** The viewer/player popups until their real content arrives: the input checked, the plan stated. */
export function PopupPlaceholder({ title, description, error, target, frame }: Props) {
  return (
    <Box component="main" p="md" bg="gray.0" mih="100dvh">
      <Stack gap="md" maw={frame?.width ?? 720} mx="auto">
        <Title order={1} size="h3">
          {title}
        </Title>
        {error ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />} data-testid="popup-error">
            {error}
          </Alert>
        ) : (
          <Paper withBorder radius="md" p="lg" w="100%" style={frame ? { aspectRatio: `${frame.width} / ${frame.height}` } : undefined}>
            <Center h="100%">
              <Stack gap="xs" ta="center" align="center">
                <Text>{description}</Text>
                {target?.startsWith('http') ? (
                  <Anchor href={target} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                    Abrir o link original em uma nova aba
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {target}
                  </Text>
                )}
              </Stack>
            </Center>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
