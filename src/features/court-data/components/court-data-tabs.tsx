import { Button, Group } from '@mantine/core';
import { IconDatabase, IconId } from '@tabler/icons-react';
import { Link } from 'wouter';

interface Props {
  active: 'sources' | 'oab';
  sourcesHref: string;
  oabHref: string;
}

/** The two court-data screens side by side: the sources' status and the OAB numbers. */
export function CourtDataTabs({ active, sourcesHref, oabHref }: Props) {
  return (
    <Group component="nav" aria-label="Dados dos tribunais" gap="xs">
      <Button
        component={Link}
        href={sourcesHref}
        variant={active === 'sources' ? 'filled' : 'default'}
        aria-current={active === 'sources' ? 'page' : undefined}
        leftSection={<IconDatabase size={16} aria-hidden="true" />}
      >
        Fontes e suspensões
      </Button>
      <Button
        component={Link}
        href={oabHref}
        variant={active === 'oab' ? 'filled' : 'default'}
        aria-current={active === 'oab' ? 'page' : undefined}
        leftSection={<IconId size={16} aria-hidden="true" />}
      >
        Advogados e OAB
      </Button>
    </Group>
  );
}
