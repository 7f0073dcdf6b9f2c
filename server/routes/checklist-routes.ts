import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checklistEndpoints } from '../../src/contract/endpoints/checklists.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { recordAudit } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import {
  attachedQuestionIds,
  attachGroup,
  detachGroup,
  groupBelongsTo,
  listChecklistGroups,
  loadProcessChecklist,
  saveChecklistAnswer,
} from '../repositories/checklists.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['checklist'];
const ERRORS = [...ORG_ROUTE_ERRORS, 404];

export const checklistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    checklistEndpoints.listChecklistGroups,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Grupos de checklist da organização com as perguntas',
    },
    async (request) => listChecklistGroups(app.db, request.params.orgId),
  );

  route(
    app,
    checklistEndpoints.getProcessChecklist,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Checklists vinculados ao processo, com respostas',
    },
    async (request) => loadProcessChecklist(app.db, request.params.processId),
  );

  route(
    app,
    checklistEndpoints.saveProcessChecklist,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Vincula um grupo (groupId) e/ou responde perguntas',
    },
    async (request) => {
      const { orgId, processId } = request.params;
      const { groupId, questions } = request.body;
      if (groupId !== undefined && !(await groupBelongsTo(app.db, groupId, orgId)))
        throw new HttpError(400, MESSAGES.checklistGroupNotFound);
      const userId = requireAuth(request).user.id;
      await app.db.transaction(async (tx) => {
        if (groupId !== undefined) await attachGroup(tx, processId, groupId, userId);
        const allowed = await attachedQuestionIds(tx, processId);
        const seen = new Set<number>();
        for (const { questionId, answer } of questions) {
          if (!allowed.has(questionId)) throw new HttpError(400, MESSAGES.checklistQuestionNotAttached(questionId));
          if (seen.has(questionId)) throw new HttpError(400, MESSAGES.duplicateItem(questionId));
          seen.add(questionId);
          await saveChecklistAnswer(tx, processId, questionId, answer, userId);
        }
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'CHECKLIST_CHANGED',
          targetLabel: `Processo ${processId}`,
          after: { ...(groupId === undefined ? {} : { attachedGroupId: groupId }), answered: questions.length },
        });
      });
      return loadProcessChecklist(app.db, processId);
    },
  );

  route(
    app,
    checklistEndpoints.removeChecklistGroup,
    {
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Desvincula o grupo do processo e apaga as respostas',
    },
    async (request, reply) => {
      const { orgId, groupId, processId } = request.params;
      const removed = await app.db.transaction(async (tx) => {
        const done = await detachGroup(tx, processId, groupId);
        if (done)
          await recordAudit(tx, request, {
            organizationId: orgId,
            action: 'CHECKLIST_CHANGED',
            targetLabel: `Processo ${processId}`,
            before: { attachedGroupId: groupId },
            after: { attachedGroupId: null },
          });
        return done;
      });
      if (!removed) throw notFound(MESSAGES.checklistGroupNotAttached);
      return reply.code(204).send(null);
    },
  );
};
