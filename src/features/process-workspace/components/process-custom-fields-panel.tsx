import { Loader, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import { useCustomFieldAnswers } from '../api/get-custom-field-answers';
import { useCustomFields } from '../api/get-custom-fields';
import { CustomFieldsForm } from './custom-fields-form';
import { CustomFieldsReadOnly } from './custom-fields-read-only';

interface ProcessCustomFieldsPanelProps {
  orgId: number;
  processId: number;
  /** Shows the answers as text, without inputs. */
  readOnly?: boolean;
}

/** Custom fields of a process (docs/product.md#custom-fields): by priority, required ones enforced, with who answered. */
export function ProcessCustomFieldsPanel({ orgId, processId, readOnly = false }: ProcessCustomFieldsPanelProps) {
  const fields = useCustomFields(orgId, processId);
  const answers = useCustomFieldAnswers(orgId, processId);

  if (fields.isPending || answers.isPending) {
    return (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label="Carregando campos personalizados" />
      </Stack>
    );
  }
  if (fields.isError || answers.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar os campos personalizados"
        message={errorMessage(fields.error ?? answers.error)}
        onRetry={() => {
          void fields.refetch();
          void answers.refetch();
        }}
      />
    );
  }
  if (fields.data.length === 0) {
    return <Text c="dimmed">Sua organização ainda não tem campos personalizados.</Text>;
  }
  const saved = answers.data.answerCustomFields;
  if (readOnly) return <CustomFieldsReadOnly fields={fields.data} answers={saved} />;
  // A new saved state (after a save or a refetch that changed something) starts the form from it.
  const version = saved.map((a) => `${a.customFieldId}:${a.updatedAt}`).join('|');
  return <CustomFieldsForm key={version} orgId={orgId} processId={processId} fields={fields.data} answers={saved} />;
}
