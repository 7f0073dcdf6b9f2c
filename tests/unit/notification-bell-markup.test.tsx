import { ActionIcon, Badge, MantineProvider, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { NotificationBellLink } from '../../src/app/layout/notification-bell-link';
import { theme } from '../../src/app/theme';
import { installBrowserPolyfills } from './support/render';
import { mantineMarkup, markup } from './support/markup';

// The bell as it was written with Mantine's ActionIcon and Badge: the markup it must keep.
function MantineBell({ text }: { text: string }) {
  return (
    <ActionIcon
      component={Link}
      href="/notificacoes"
      variant="subtle"
      color="dark"
      size="xl"
      radius="xl"
      aria-label="Notificações"
      data-testid="notification-badge"
      pos="relative"
      style={{ overflow: 'visible' }}
    >
      <IconBell size={22} stroke={1.6} aria-hidden="true" />
      {text && (
        <Badge
          data-testid="notification-count"
          aria-hidden="true"
          color="red"
          variant="filled"
          size="sm"
          circle={text.length === 1}
          pos="absolute"
          top={2}
          right={text.length > 2 ? -6 : 0}
          px={text.length > 1 ? 4 : undefined}
          style={{ pointerEvents: 'none' }}
        >
          {text}
        </Badge>
      )}
    </ActionIcon>
  );
}

describe("the header's bell keeps Mantine's markup without its runtime", () => {
  afterEach(cleanup);

  for (const text of ['', '5', '12', '99+']) {
    it(`badge "${text}"`, () => {
      const { container, unmount } = render(<NotificationBellLink text={text} label="Notificações" />);
      const html = markup(container);
      unmount();
      expect(html).toBe(mantineMarkup(<MantineBell text={text} />));
    });
  }

  it("takes the tooltip's handlers and ref once the tooltip's code has come", async () => {
    installBrowserPolyfills();
    render(
      <MantineProvider theme={theme}>
        <Tooltip label="3 notificações não lidas" withArrow>
          <NotificationBellLink text="3" label="3 notificações não lidas" />
        </Tooltip>
      </MantineProvider>,
    );
    fireEvent.mouseEnter(screen.getByTestId('notification-badge'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3 notificações não lidas');
  });
});
