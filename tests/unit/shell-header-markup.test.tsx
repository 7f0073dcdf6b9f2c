import { Avatar, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavBurger } from '../../src/app/layout/nav-burger';
import { UserMenuTrigger } from '../../src/app/layout/user-menu-trigger';
import { BareGroup } from '../../src/components/bare/bare-group';
import { OrganizationName } from '../../src/features/session/components/organization-switcher-trigger';
import { moduleRules } from './support/css-rules';
import { mantineMarkup, mantineResponsiveMarkup, markup } from './support/markup';

afterEach(cleanup);

function bare(ui: ReactElement): string {
  const { container, unmount } = render(ui);
  const html = markup(container);
  unmount();
  return html;
}

/** The bare markup without the CSS module's class (Vitest leaves its name empty or hashed: not what is compared). */
function withoutModuleClass(html: string, moduleClass: string | undefined): string {
  return moduleClass ? html.replace(` ${moduleClass}`, '') : html;
}

describe("the shell's header keeps Mantine's markup without its runtime", () => {
  it.each([false, true])('the burger (opened: %s)', (opened) => {
    const mantine = mantineMarkup(
      <Burger
        opened={opened}
        onClick={() => undefined}
        hiddenFrom="sm"
        size="sm"
        data-testid="nav-burger"
        aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={opened}
        aria-controls="main-navbar"
      />,
    );
    expect(bare(<NavBurger opened={opened} onClick={() => undefined} />)).toBe(mantine);
  });

  it("the organization's name, its responsive width in a stylesheet", async () => {
    const mantine = mantineResponsiveMarkup(
      <Text span fw={600} truncate="end" data-testid="org-name" title="Alfa" maw={{ base: 150, xs: 260, md: 380 }}>
        Alfa
      </Text>,
    );
    const { default: classes } = await import('../../src/features/session/components/organization-name.module.css');
    expect(withoutModuleClass(bare(<OrganizationName name="Alfa" />), classes.name)).toBe(mantine.html);
    expect(await moduleRules('src/features/session/components/organization-name.module.css')).toEqual(mantine.rules);
    expect(mantine.rules).toHaveLength(3);
  });

  it("the header's row, its responsive padding in a stylesheet", async () => {
    const mantine = mantineResponsiveMarkup(
      <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          a
        </Group>
        <Group gap={4} wrap="nowrap">
          b
        </Group>
      </Group>,
    );
    const { default: classes } = await import('../../src/app/layout/app-layout.module.css');
    const html = bare(
      <BareGroup
        gap="var(--mantine-spacing-xs)"
        justify="space-between"
        wrap="nowrap"
        className={classes.bar}
        style={{ height: '100%' }}
      >
        <BareGroup gap="var(--mantine-spacing-xs)" wrap="nowrap" style={{ minWidth: 0 }}>
          a
        </BareGroup>
        <BareGroup gap="calc(0.25rem * var(--mantine-scale))" wrap="nowrap">
          b
        </BareGroup>
      </BareGroup>,
    );
    expect(withoutModuleClass(html, classes.bar)).toBe(mantine.html);
    expect(await moduleRules('src/app/layout/app-layout.module.css')).toEqual(mantine.rules);
    expect(mantine.rules).toHaveLength(2);
  });

  // The user menu's button as it was written with Mantine's components: the markup it must keep.
  function MantineTrigger({ picture }: { picture: string | null }) {
    return (
      <UnstyledButton
        data-testid="user-menu"
        aria-label="Menu do usuário: Ana Maria Souza"
        p={4}
        style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        aria-haspopup="menu"
      >
        <Group gap={8} wrap="nowrap">
          <Avatar src={picture} alt="" radius="xl" color="brand" size={34}>
            AS
          </Avatar>
          <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate="end" data-testid="user-name">
            Ana Maria Souza
          </Text>
          <IconChevronDown size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    );
  }

  it.each([null, 'https://fotos.exemplo.test/ana.png'])("the user menu's button (picture: %s)", (picture) => {
    const mantine = mantineMarkup(<MantineTrigger picture={picture} />);
    expect(bare(<UserMenuTrigger name="Ana Maria Souza" picture={picture} aria-haspopup="menu" />)).toBe(mantine);
  });

  it("the user menu's button shows the initials when the picture fails, and keeps a menu's class and style", () => {
    render(
      <UserMenuTrigger
        name="Ana Maria Souza"
        picture="https://fotos.exemplo.test/ana.png"
        className="menu-target"
        style={{ outline: '1px solid red' }}
      />,
    );
    const button = screen.getByTestId('user-menu');
    expect(button.className).toBe('mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root menu-target');
    expect(button.style.borderRadius).toBe('var(--mantine-radius-xl)');
    expect(button.style.outline).toBe('1px solid red');
    const img = button.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('.mantine-Avatar-placeholder')?.textContent).toBe('AS');
  });
});
