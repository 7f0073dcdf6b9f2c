import { NavLink, Stack } from '@mantine/core';
import { IconBell, IconFileSearch, IconGavel, IconHome, IconReportAnalytics, IconUsers, type Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { paths, sectionOf } from '../../lib/paths';

interface MenuItem {
  label: string;
  href: string;
  icon: Icon;
  adminOnly?: boolean;
  /** Other sections that belong to this entry (an analysis is reached from the activity list). */
  alsoActiveOn?: readonly string[];
}

const ITEMS: readonly MenuItem[] = [
  { label: 'Início', href: paths.home.getHref(), icon: IconHome },
  { label: 'Processos', href: paths.processes.getHref(), icon: IconGavel },
  { label: 'Notificações', href: paths.notifications.getHref(), icon: IconBell },
  { label: 'Consultas e monitoramento', href: paths.activities.getHref(), icon: IconFileSearch, alsoActiveOn: [sectionOf('analysis'), paths.searches.path] },
  { label: 'Relatórios', href: paths.reports.getHref(), icon: IconReportAnalytics },
  { label: 'Usuários', href: paths.users.getHref(), icon: IconUsers, adminOnly: true },
];

/** The side menu; 'Usuários' only for admins (docs/product.md#profile-groups). */
export function SideMenu({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate: () => void }) {
  const [location] = useLocation();
  return (
    <Stack component="nav" aria-label="Menu principal" gap={4}>
      {ITEMS.filter((item) => isAdmin || !item.adminOnly).map(({ label, href, icon: ItemIcon, alsoActiveOn = [] }) => {
        const active = href === paths.home.path ? location === href : [href, ...alsoActiveOn].some((prefix) => location.startsWith(prefix));
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
