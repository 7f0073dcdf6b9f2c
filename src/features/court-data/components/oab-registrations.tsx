import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { OabRegistration } from '../../../contract/court-data';
import { useConnectivity } from '../../../lib/network';
import { useOabRegistrations } from '../api/get-oab-registrations';
import { useInactivateOabRegistration } from '../api/inactivate-oab-registration';
import { oabLabel } from '../court-data-labels';
import { OabRegistrationCard } from './oab-registration-card';
import { QueryState } from './query-state';

interface Props {
  orgId: number;
  canManage: boolean;
  processHref: (processId: number) => string;
}

/** The organization's OAB numbers with what each brought; admins may deactivate one (kept offline). */
export function OabRegistrations({ orgId, canManage, processHref }: Props) {
  const query = useOabRegistrations(orgId);
  const inactivate = useInactivateOabRegistration(orgId);
  const offline = useConnectivity() !== 'online';
  const [confirming, setConfirming] = useState<OabRegistration | null>(null);
  const close = () => {
    setConfirming(null);
    inactivate.reset();
  };
  return (
    <QueryState query={query} what="as OABs cadastradas">
      {({ result }) =>
        result.length === 0 ? (
          <Stack align="center" py="xl" gap="xs" data-testid="oab-empty">
            <Text fw={600}>Nenhuma OAB cadastrada.</Text>
            <Text size="sm" c="dimmed" ta="center">
              Cadastre a OAB de cada advogado(a) do escritório para receber as intimações publicadas no DJEN.
            </Text>
          </Stack>
        ) : (
          <>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="OABs cadastradas">
              {result.map((registration) => (
                <OabRegistrationCard
                  key={registration.id}
                  registration={registration}
                  processHref={processHref}
                  offline={offline}
                  {...(canManage ? { onInactivate: setConfirming } : {})}
                />
              ))}
            </Stack>
            <ConfirmModal
              opened={confirming !== null}
              title={`Desativar a OAB ${confirming ? oabLabel(confirming) : ''}?`}
              confirmLabel="Desativar"
              pending={inactivate.isPending}
              error={inactivate.error}
              onCancel={close}
              onConfirm={() => confirming && inactivate.mutate(confirming.id, { onSuccess: close })}
            >
              As publicações desta OAB deixam de ser buscadas. O que ela já trouxe continua nos processos. Para voltar a
              sincronizar, cadastre o número de novo.
            </ConfirmModal>
          </>
        )
      }
    </QueryState>
  );
}
