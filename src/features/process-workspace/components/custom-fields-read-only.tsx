import { Stack, Text } from '@mantine/core';
import type { CustomField, CustomFieldAnswer } from '../../../contract/custom-fields';
import { CustomFieldAudit } from './custom-field-audit';

interface Props {
  fields: readonly CustomField[];
  answers: readonly CustomFieldAnswer[];
}

/** The answers as text, for read-only screens (offline, secret processes, profiles without edit rights). */
export function CustomFieldsReadOnly({ fields, answers }: Props) {
  const byField = new Map(answers.map((a) => [a.customFieldId, a]));
  return (
    <Stack gap="sm" component="dl" m={0}>
      {fields.map((field) => {
        const answer = byField.get(field.id);
        return (
          <div key={field.id}>
            <Text component="dt" size="sm" fw={600}>
              {field.label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer?.valueLabel || 'Não informado'}
            </Text>
            <CustomFieldAudit answer={answer} />
          </div>
        );
      })}
    </Stack>
  );
}
