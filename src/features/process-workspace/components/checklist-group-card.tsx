import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ProcessChecklistGroup } from '../../../contract/checklists';
import { errorMessage } from '../../../lib/api-error';
import { useRemoveChecklistGroup } from '../api/remove-checklist-group';
import { useSaveProcessChecklist } from '../api/save-process-checklist';
import { ChecklistQuestionRow } from './checklist-question-row';
import { RemoveChecklistModal } from './remove-checklist-modal';
import { NeedsNetwork } from '../../../components/needs-network';

interface Props {
  orgId: number;
  processId: number;
  group: ProcessChecklistGroup;
}

type Draft = Record<number, boolean>;

/** An attached checklist: answer its questions, save, or remove it (with confirmation). */
export function ChecklistGroupCard({ orgId, processId, group }: Props) {
  const [draft, setDraft] = useState<Draft>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveProcessChecklist(orgId, processId);
  const remove = useRemoveChecklistGroup(orgId, processId);
  const changed = group.questions.filter((q) => q.questionId in draft && draft[q.questionId] !== q.answer);

  const submit = () => {
    const questions = changed.map((q) => ({ questionId: q.questionId, answer: draft[q.questionId] ?? null }));
    save.mutate(
      { questions },
      {
        onSuccess: () => {
          setDraft({});
          notifications.show({ color: 'teal', message: `Respostas de “${group.name}” salvas.` });
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Checklist ${group.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{group.name}</Text>
            {group.description && (
              <Text size="sm" c="dimmed">
                {group.description}
              </Text>
            )}
          </div>
          <Badge variant="light" color={group.answered === group.total ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
            {group.answered}/{group.total} sim
          </Badge>
        </Group>
        {group.questions.map((question) => (
          <ChecklistQuestionRow
            key={question.questionId}
            question={question}
            value={draft[question.questionId] ?? question.answer}
            disabled={save.isPending}
            onChange={(answer) => setDraft((current) => ({ ...current, [question.questionId]: answer }))}
          />
        ))}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="space-between">
          <NeedsNetwork>
            {(offline) => (
              <Button disabled={offline} variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)}>
                Remover checklist
              </Button>
            )}
          </NeedsNetwork>
          <NeedsNetwork>
            {(offline) => (
              <Button size="xs" onClick={submit} loading={save.isPending} disabled={offline || changed.length === 0}>
                Salvar respostas
              </Button>
            )}
          </NeedsNetwork>
        </Group>
      </Stack>
      <RemoveChecklistModal
        opened={confirming}
        groupName={group.name}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(group.groupId, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
