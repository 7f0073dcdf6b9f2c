import { Alert, Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import type { ChecklistGroup } from '../../../contract/checklists';
import { errorMessage } from '../../../lib/api-error';
import { useSaveProcessChecklist } from '../api/save-process-checklist';
import { NeedsNetwork } from '../../../components/needs-network';

interface Props {
  orgId: number;
  processId: number;
  available: readonly ChecklistGroup[];
}

/** Picks one of the organization's checklist groups that the process does not have yet. */
export function AttachChecklistForm({ orgId, processId, available }: Props) {
  const [groupId, setGroupId] = useState<string | null>(null);
  const attach = useSaveProcessChecklist(orgId, processId);
  if (available.length === 0) return null;
  return (
    <div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Vincular checklist"
          placeholder="Escolha um checklist"
          data={available.map((g) => ({ value: String(g.id), label: g.name }))}
          value={groupId}
          onChange={setGroupId}
          style={{ flex: '1 1 220px' }}
        />
        <NeedsNetwork>
          {(offline) => (
            <Button
              disabled={offline || groupId === null}
              loading={attach.isPending}
              onClick={() =>
                attach.mutate({ groupId: Number(groupId), questions: [] }, { onSuccess: () => setGroupId(null) })
              }
            >
              Vincular
            </Button>
          )}
        </NeedsNetwork>
      </Group>
      {attach.isError && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {errorMessage(attach.error)}
        </Alert>
      )}
    </div>
  );
}
