import { Group, Radio, Text } from '@mantine/core';
import type { ChecklistAnsweredQuestion } from '../../../contract/checklists';
import { formatDateTime } from '../../../lib/format-date';

interface Props {
  question: ChecklistAnsweredQuestion;
  value: boolean | null;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}

/** One yes/no question of an attached checklist, with who answered it. */
export function ChecklistQuestionRow({ question, value, disabled, onChange }: Props) {
  return (
    <div>
      <Radio.Group
        label={question.text}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(next === 'true')}
        styles={{ label: { fontWeight: 500 } }}
      >
        <Group gap="md" mt={4}>
          <Radio value="true" label="Sim" disabled={disabled} />
          <Radio value="false" label="Não" disabled={disabled} />
        </Group>
      </Radio.Group>
      {question.answeredAt && (
        <Text size="xs" c="dimmed" mt={2}>
          Respondido por {question.answeredBy?.name ?? 'usuário removido'} em {formatDateTime(question.answeredAt)}
        </Text>
      )}
    </div>
  );
}
