import { Card, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'wouter';

/** Shortcuts to the everyday tasks. */
export function QuickLinksCard({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quick-links-title">
      <Stack gap={4}>
        <Text fw={600} id="quick-links-title" mb={4}>
          Acesso rápido
        </Text>
        {links.map((link) => (
          <NavLink
            key={link.href}
            component={Link}
            href={link.href}
            label={link.label}
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
            styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' } }}
          />
        ))}
      </Stack>
    </Card>
  );
}
