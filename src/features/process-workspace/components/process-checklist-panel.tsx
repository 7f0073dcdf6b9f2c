import { Loader, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import { useChecklistGroups } from '../api/get-checklist-groups';
import { useProcessChecklist } from '../api/get-process-checklist';
import { AttachChecklistForm } from './attach-checklist-form';
import { ChecklistGroupCard } from './checklist-group-card';

interface ProcessChecklistPanelProps {
  orgId: number;
  processId: number;
}

/** Checklists of a process (docs/product.md#checklists): attach a group, answer its questions, remove it. */
export function ProcessChecklistPanel({ orgId, processId }: ProcessChecklistPanelProps) {
  const groups = useChecklistGroups(orgId);
  const checklist = useProcessChecklist(orgId, processId);

  if (groups.isPending || checklist.isPending) {
    return (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label="Carregando checklists" />
      </Stack>
    );
  }
  if (groups.isError || checklist.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar os checklists"
        message={errorMessage(groups.error ?? checklist.error)}
        onRetry={() => {
          void groups.refetch();
          void checklist.refetch();
        }}
      />
    );
  }
  const attached = new Set(checklist.data.groups.map((g) => g.groupId));
  const available = groups.data.filter((g) => !attached.has(g.id));
  return (
    <Stack gap="md">
      {groups.data.length === 0 && <Text c="dimmed">Sua organização ainda não tem checklists.</Text>}
      {groups.data.length > 0 && checklist.data.groups.length === 0 && (
        <Text c="dimmed">Nenhum checklist vinculado a este processo.</Text>
      )}
      {checklist.data.groups.map((group) => (
        <ChecklistGroupCard key={group.groupId} orgId={orgId} processId={processId} group={group} />
      ))}
      <AttachChecklistForm orgId={orgId} processId={processId} available={available} />
    </Stack>
  );
}
