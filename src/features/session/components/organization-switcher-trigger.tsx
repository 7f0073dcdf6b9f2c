import { Button } from '@mantine/core';
import { IconBuilding, IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cls, FOCUS_AUTO } from '../../../components/bare/mantine-markup';
import classes from './organization-name.module.css';

const NAME_STYLE: CSSProperties = { fontWeight: 600 };

/**
 * The organization's name as drawn in the header (the switcher's button, or alone): Mantine's Text (span, truncated)
 * without its runtime, its responsive max width in a stylesheet (tests/unit/shell-header-markup.test.tsx).
 */
export function OrganizationName({ name }: { name: string }) {
  return (
    <span
      className={`${FOCUS_AUTO} ${cls.text} ${classes.name}`}
      data-testid="org-name"
      data-truncate="end"
      style={NAME_STYLE}
      title={name}
    >
      {name}
    </span>
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
