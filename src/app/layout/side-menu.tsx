import { NavLink, Stack } from '@mantine/core';
import {
  IconBell,
  IconChartBar,
  IconDatabase,
  IconFileSearch,
  IconGavel,
  IconHome,
  IconListDetails,
  IconReceipt,
  IconReportAnalytics,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { inSection, paths, sectionOf } from '../../lib/paths';

interface MenuItem {
  label: string;
  href: string;
  icon: Icon;
  adminOnly?: boolean;
  /** Money pages: BILLING_PROFILES of an organization with a holder (docs/product.md#profile-groups). */
  billingOnly?: boolean;
  /** Other sections that belong to this entry (an analysis is reached from the activity list). */
  alsoActiveOn?: readonly string[];
}

const ITEMS: readonly MenuItem[] = [
  { label: 'Início', href: paths.home.getHref(), icon: IconHome },
  { label: 'Processos', href: paths.processes.getHref(), icon: IconGavel },
  { label: 'Notificações', href: paths.notifications.getHref(), icon: IconBell },
  {
    label: 'Consultas e monitoramento',
    href: paths.activities.getHref(),
    icon: IconFileSearch,
    alsoActiveOn: [sectionOf('analysis'), paths.searches.path],
  },
  { label: 'Relatórios', href: paths.reports.getHref(), icon: IconReportAnalytics },
  { label: 'Extrato', href: paths.extract.getHref(), icon: IconListDetails, billingOnly: true },
  { label: 'Faturas', href: paths.bills.getHref(), icon: IconReceipt, billingOnly: true },
  { label: 'Consumo', href: paths.consumption.getHref(), icon: IconChartBar, billingOnly: true },
  { label: 'Usuários', href: paths.users.getHref(), icon: IconUsers, adminOnly: true },
  { label: 'Fontes de dados', href: paths.courtSources.getHref(), icon: IconDatabase, adminOnly: true },
];

interface Props {
  isAdmin: boolean;
  /** May see the extract, the bills and the consumption (canSeeBilling, and the organization has a holder). */
  seesBilling: boolean;
  onNavigate: () => void;
}

/** The side menu; 'Usuários' and 'Fontes de dados' only for admins, the money pages only for who sees billing (docs/product.md#profile-groups). */
export function SideMenu({ isAdmin, seesBilling, onNavigate }: Props) {
  const [location] = useLocation();
  return (
    <Stack component="nav" aria-label="Menu principal" gap={4}>
      {ITEMS.filter((item) => (isAdmin || !item.adminOnly) && (seesBilling || !item.billingOnly)).map(
        ({ label, href, icon: ItemIcon, alsoActiveOn = [] }) => {
          const active =
            href === paths.home.path
              ? location === href
              : [href, ...alsoActiveOn].some((section) => inSection(location, section));
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
        },
      )}
    </Stack>
  );
}
