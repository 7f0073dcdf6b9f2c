import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AnswerCustomFieldsBody } from '../../src/contract/custom-fields.ts';
import { customFieldEndpoints } from '../../src/contract/endpoints/custom-fields.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { auditText, recordAudit } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { requireAnswer } from '../http/rule-errors.ts';
import {
  listAnswers,
  loadFieldDefinitions,
  saveAnswer,
  toCustomField,
  toFieldValues,
} from '../repositories/custom-fields.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['campos personalizados'];
const ERRORS = [...ORG_ROUTE_ERRORS, 404];

export const customFieldRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    customFieldEndpoints.getCustomFieldAnswers,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Respostas dos campos personalizados do processo',
    },
    async (request) => {
      const { orgId, processId } = request.params;
      return { answerCustomFields: await listAnswers(app.db, orgId, processId) };
    },
  );

  /** POST and PUT share the save; POST also demands every required field (the first full save). */
  const save =
    (requireAll: boolean) =>
    async (request: { params: { orgId: number; processId: number }; body: AnswerCustomFieldsBody; auth: unknown }) => {
      const { orgId, processId } = request.params;
      const fields = new Map((await loadFieldDefinitions(app.db, orgId)).map((f) => [f.id, f]));
      const seen = new Set<number>();
      const values = request.body.answerCustomFields.map(({ customFieldId, value }) => {
        const field = fields.get(customFieldId);
        if (!field) throw new HttpError(400, MESSAGES.customFieldNotFound(customFieldId));
        if (seen.has(customFieldId)) throw new HttpError(400, MESSAGES.duplicateItem(customFieldId));
        seen.add(customFieldId);
        return { field, value: requireAnswer(field, value) };
      });
      if (requireAll) {
        const answered = new Set((await listAnswers(app.db, orgId, processId)).map((a) => a.customFieldId));
        for (const field of fields.values()) {
          if (field.required && !seen.has(field.id) && !answered.has(field.id))
            throw new HttpError(400, MESSAGES.customFieldRequired(field.label));
        }
      }
      return { orgId, processId, values };
    };

  const saves = [
    [customFieldEndpoints.saveCustomFieldAnswers, true],
    [customFieldEndpoints.updateCustomFieldAnswers, false],
  ] as const;
  for (const [endpoint, requireAll] of saves) {
    route(
      app,
      endpoint,
      {
        access: member(),
        tags: TAGS,
        errors: ERRORS,
        summary: requireAll ? 'Salva as respostas (todos os obrigatórios)' : 'Atualiza respostas (apenas as enviadas)',
      },
      async (request) => {
        const { orgId, processId, values } = await save(requireAll)(request);
        const userId = requireAuth(request).user.id;
        const previous = new Map(
          (await listAnswers(app.db, orgId, processId)).map((answer) => [answer.customFieldId, answer.value]),
        );
        await app.db.transaction(async (tx) => {
          for (const { field, value } of values) await saveAnswer(tx, processId, field.id, value, userId);
          // Before and after by the field's label, values as text (lists joined), so the trail reads without the schema.
          await recordAudit(tx, request, {
            organizationId: orgId,
            action: 'CUSTOM_FIELD_CHANGED',
            targetLabel: `Processo ${processId}`,
            before: Object.fromEntries(values.map(({ field }) => [field.label, auditText(previous.get(field.id))])),
            after: Object.fromEntries(values.map(({ field, value }) => [field.label, auditText(value)])),
          });
        });
        return { answerCustomFields: await listAnswers(app.db, orgId, processId) };
      },
    );
  }

  route(
    app,
    customFieldEndpoints.listCustomFields,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Campos personalizados da organização, por prioridade',
    },
    async (request) => (await loadFieldDefinitions(app.db, request.params.orgId)).map(toCustomField),
  );

  route(
    app,
    customFieldEndpoints.listCustomFieldValues,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Opções de um campo de lista',
    },
    async (request) => {
      const field = (await loadFieldDefinitions(app.db, request.params.orgId)).find(
        (f) => f.id === request.params.fieldId,
      );
      if (!field) throw notFound(MESSAGES.customFieldNotFound(request.params.fieldId));
      return toFieldValues(field);
    },
  );
};
