import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerCustomFieldsBody, CustomFieldAnswers } from '../../../contract/custom-fields';
import { customFieldEndpoints } from '../../../contract/endpoints/custom-fields';
import { callApi } from '../../../lib/http/call-api';
import { processWorkspaceKeys } from './process-workspace-keys';

export interface SaveCustomFieldAnswersInput extends AnswerCustomFieldsBody {
  /** POST is the first full save (every required field answered); PUT sends only what changed. */
  first: boolean;
}

/** POST / PUT …/process/{p}/customfield {answerCustomFields}; 400 carries the server's Portuguese message. */
export function saveCustomFieldAnswers(
  orgId: number,
  processId: number,
  { first, answerCustomFields }: SaveCustomFieldAnswersInput,
): Promise<CustomFieldAnswers> {
  return callApi(first ? customFieldEndpoints.saveCustomFieldAnswers : customFieldEndpoints.updateCustomFieldAnswers, {
    params: { orgId, processId },
    body: { answerCustomFields },
    expectedStatuses: [400],
  });
}

export function useSaveCustomFieldAnswers(orgId: number, processId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCustomFieldAnswersInput) => saveCustomFieldAnswers(orgId, processId, input),
    onSuccess: (answers) =>
      queryClient.setQueryData(processWorkspaceKeys.customFieldAnswers(orgId, processId), answers),
  });
}
