import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { CustomField, CustomFieldAnswer } from '../../../contract/custom-fields';
import { errorMessage } from '../../../lib/api-error';
import { useSaveCustomFieldAnswers } from '../api/save-custom-field-answers';
import {
  changedAnswers,
  initialFormValues,
  validateCustomFields,
  validateFieldValue,
  type FieldErrors,
  type FormValue,
  type FormValues,
} from '../custom-field-values';
import { CustomFieldAudit } from './custom-field-audit';
import { CustomFieldInput } from './custom-field-input';
import { NeedsNetwork } from '../../../components/needs-network';

interface Props {
  orgId: number;
  processId: number;
  fields: readonly CustomField[];
  answers: readonly CustomFieldAnswer[];
}

/** The editable form: client-side checks first, then POST (first save) or PUT (what changed). */
export function CustomFieldsForm({ orgId, processId, fields, answers }: Props) {
  const [saved] = useState<FormValues>(() => initialFormValues(fields, answers));
  const [values, setValues] = useState<FormValues>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveCustomFieldAnswers(orgId, processId);
  const byField = new Map(answers.map((a) => [a.customFieldId, a]));

  const change = (field: CustomField, value: FormValue) => {
    setValues((current) => ({ ...current, [field.id]: value }));
    setNotice(null);
    if (errors[field.id]) {
      setErrors((current) => {
        const next = { ...current };
        const message = validateFieldValue(field, value);
        if (message) next[field.id] = message;
        else delete next[field.id];
        return next;
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomFields(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const first = answers.length === 0;
    const answerCustomFields = changedAnswers(fields, saved, values);
    if (answerCustomFields.length === 0) {
      setNotice('Nenhuma alteração para salvar.');
      return;
    }
    // The panel remounts the form from the saved answers, so the confirmation goes in a toast.
    save.mutate(
      { first, answerCustomFields },
      { onSuccess: () => notifications.show({ color: 'teal', message: 'Campos personalizados salvos.' }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Campos personalizados">
      <Stack gap="md">
        {fields.map((field) => (
          <Box key={field.id} data-testid={`custom-field-${field.id}`}>
            <CustomFieldInput
              orgId={orgId}
              processId={processId}
              field={field}
              value={values[field.id] ?? null}
              error={errors[field.id]}
              disabled={save.isPending}
              onChange={(value) => change(field, value)}
            />
            <CustomFieldAudit answer={byField.get(field.id)} />
          </Box>
        ))}
        {Object.keys(errors).length > 0 && (
          <Text size="sm" c="red.9" role="alert">
            Corrija os campos destacados antes de salvar.
          </Text>
        )}
        {save.isError && (
          <Alert color="red" variant="light" title="Não foi possível salvar" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        {notice && !save.isError && (
          <Text size="sm" c="teal.9" role="status">
            {notice}
          </Text>
        )}
        <Group justify="flex-end">
          <NeedsNetwork>
            {(offline) => (
              <Button disabled={offline} type="submit" loading={save.isPending}>
                Salvar campos
              </Button>
            )}
          </NeedsNetwork>
        </Group>
      </Stack>
    </form>
  );
}
