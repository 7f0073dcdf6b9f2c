import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { canSeeBilling } from '../../contract/constants/profiles';
import { useSession } from '../../features/session/session-context';
import type { HolderScope } from '../../lib/holder-scope';
import { NoAccessPage } from '../pages/no-access-page';

/**
 * The money pages (Extrato, Faturas, Consumo): only BILLING_PROFILES see them (the API answers 403 to the others, and
 * the menu hides them); an organization without a holder has nothing billed.
 */
export function BillingGate({ children }: { children: (scope: HolderScope) => ReactNode }) {
  const { organization, holderScope } = useSession();
  if (!canSeeBilling(organization.profile)) return <NoAccessPage />;
  if (holderScope === null) {
    return (
      <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} maw={1200} mx="auto">
        Esta organização ainda não tem um titular com planos contratados: não há consumo nem faturas.
      </Alert>
    );
  }
  return <>{children(holderScope)}</>;
}
