import { Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../contract/brand';

/** The frame of every sign-in screen: brand, a title, and the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box component="main" bg="gray.0" mih="100dvh" px="md" py={{ base: 'lg', sm: 48 }}>
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <Stack align="center" gap={6}>
            <ThemeIcon size={56} radius="xl" aria-hidden="true">
              <IconScale size={32} />
            </ThemeIcon>
            <Text fw={700} c="brand.8" size="lg">
              {PRODUCT_NAME}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm" mt={4}>
                    {subtitle}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
