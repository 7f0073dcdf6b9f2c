import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** The user menu's button: drawn at once, the menu's target once its code has come (the rest: Menu.Target's props). */
export function UserMenuTrigger({
  name,
  picture,
  ...rest
}: { name: string; picture: string | null } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton
      data-testid="user-menu"
      aria-label={`Menu do usuário: ${name}`}
      p={4}
      style={{ borderRadius: 'var(--mantine-radius-xl)' }}
      {...rest}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar src={picture} alt="" radius="xl" color="brand" size={34}>
          {initials(name)}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate="end" data-testid="user-name">
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
}
