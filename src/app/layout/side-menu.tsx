import { NavLink, Stack } from '@mantine/core';
import { IconBell, IconFileSearch, IconGavel, IconHome, IconReportAnalytics, IconUsers, type Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../lib/paths';

interface MenuItem {
  label: string;
  href: string;
  icon: Icon;
  adminOnly?: boolean;
  /** Other sections that belong to this entry (an analysis is reached from the activity list). */
  alsoActiveOn?: readonly string[];
}

const ITEMS: readonly MenuItem[] = [
  { label: 'Início', href: paths.home, icon: IconHome },
  { label: 'Processos', href: paths.processes, icon: IconGavel },
  { label: 'Notificações', href: paths.notifications, icon: IconBell },
  { label: 'Consultas e monitoramento', href: paths.activities, icon: IconFileSearch, alsoActiveOn: [paths.analyses, paths.searches] },
  { label: 'Relatórios', href: paths.reports, icon: IconReportAnalytics },
  { label: 'Usuários', href: paths.users, icon: IconUsers, adminOnly: true },
];

/** The side menu; 'Usuários' only for admins (docs/product.md#profile-groups). */
export function SideMenu({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate: () => void }) {
  const [location] = useLocation();
  return (
    <Stack component="nav" aria-label="Menu principal" gap={4}>
      {ITEMS.filter((item) => isAdmin || !item.adminOnly).map(({ label, href, icon: ItemIcon, alsoActiveOn = [] }) => {
        const active = href === paths.home ? location === href : [href, ...alsoActiveOn].some((prefix) => location.startsWith(prefix));
        return (
          <NavLink
            key={href}
            component={Link}
            href={href}
            label={label}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden="true" />}
            onClick={onNavigate}
            variant="light"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        );
      })}
    </Stack>
  );
}
