import { Button, Text } from '@mantine/core';
import { IconBuilding, IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** The organization's name as drawn in the header (the switcher's button, or alone). */
export function OrganizationName({ name }: { name: string }) {
  return (
    <Text span fw={600} truncate="end" data-testid="org-name" title={name} maw={{ base: 150, xs: 260, md: 380 }}>
      {name}
    </Text>
  );
}

/** The switcher's button: drawn at once, the menu's target once its code has come (the rest: Menu.Target's props). */
export function OrganizationSwitcherTrigger({ name, ...rest }: { name: string } & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      variant="subtle"
      color="dark"
      data-testid="org-switcher"
      aria-label={`Organização: ${name}. Trocar de organização`}
      leftSection={<IconBuilding size={18} aria-hidden="true" />}
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      px="xs"
      styles={{ label: { minWidth: 0 } }}
      {...rest}
    >
      <OrganizationName name={name} />
    </Button>
  );
}
