import { Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { ExtractExportButtons } from '../../features/billing/components/extract-export-buttons';
import { ExtractFilters } from '../../features/billing/components/extract-filters';
import { ExtractList } from '../../features/billing/components/extract-list';
import {
  readExtractState,
  toExtractFilters,
  writeExtractState,
  type ExtractState,
} from '../../features/billing/extract-params';
import { BillingGate } from '../guards/billing-gate';

/** /extrato — every unit the holder consumed, filtered by type, period and document (in the URL), 10 per page. */
export function ExtractPage() {
  const [search, setSearch] = useSearchParams();
  const state = readExtractState(search);
  const update = (next: ExtractState) => setSearch(writeExtractState(next));
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Extrato
          </Title>
          <Text c="dimmed" size="sm">
            Cada consulta, monitoramento e análise consumidos: por quem, para qual documento e quanto custou.
          </Text>
        </div>
      </Group>
      <BillingGate>
        {(scope) => (
          <>
            <ExtractFilters value={state} onChange={update} />
            <ExtractExportButtons scope={scope} filters={toExtractFilters(state)} disabled={false} />
            <ExtractList scope={scope} state={state} onPageChange={(pagina) => update({ ...state, pagina })} />
          </>
        )}
      </BillingGate>
    </Stack>
  );
}
