import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseDocument } from '../../src/contract/brazil-document.ts';
import { activityEndpoints } from '../../src/contract/endpoints/activities.ts';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { itemView, itemViews } from '../analysis/item-view.ts';
import { documentTarget, recordAudit } from '../audit/audit-context.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { COMPLIANCE_PROFILES } from '../../src/contract/constants/profiles.ts';
import { endOfBrazilDay, startOfBrazilDay } from '../domain/calendar.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import {
  findItemByDocument,
  findPartyName,
  insertItem,
  listItems,
  touchItem,
} from '../repositories/monitored-documents.ts';
import { payPlanUnit } from '../plans/pay-plan-unit.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';
import { demoRegistryName } from '../demo/document-registry.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

const TAGS = ['atividades'];

function checkDay(value: string | undefined, field: string): void {
  if (value !== undefined && !isRealCalendarDay(value)) throw new HttpError(400, MESSAGES.invalidDate(field));
}

export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    activityEndpoints.lookupDocument,
    {
      access: member({ profiles: COMPLIANCE_PROFILES }),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 402],
      summary: 'Consulta um CPF ou CNPJ (consome uma Consulta na primeira vez) e o inclui nas atividades',
    },
    async (request, reply) => {
      const document = parseDocument(request.body.documentNumber);
      if (!document) throw new HttpError(400, MESSAGES.invalidDocument);
      const { holderId, orgId } = request.params;
      const userId = requireAuth(request).user.id;
      const given = request.body.name?.trim() || undefined;
      const outcome = await app.db.transaction(async (tx) => {
        const existing = await findItemByDocument(tx, holderId, orgId, document.number);
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'DOCUMENT_LOOKUP',
          ...documentTarget(document.number),
          after: { documentType: document.type },
        });
        if (existing) {
          await touchItem(tx, Number(existing.id), given);
          return { id: Number(existing.id), created: false };
        }
        // The name as the organization's processes spell it, else the one typed, else the demo registry's.
        const name = (await findPartyName(tx, orgId, document.number)) ?? given ?? demoRegistryName(document.number);
        const id = await insertItem(tx, {
          organizationId: orgId,
          holderId,
          documentNumber: document.number,
          documentType: document.type,
          documentInfo: name,
          userId,
        });
        if (id === null) {
          // A concurrent lookup of the same document won: answer its item, consume nothing.
          const raced = await findItemByDocument(tx, holderId, orgId, document.number);
          if (!raced) throw new Error('lookup race without an item');
          return { id: Number(raced.id), created: false };
        }
        await payPlanUnit(tx, {
          holderId,
          organizationId: orgId,
          typePlan: 'Consulta',
          consumeUniqueId: Number(id),
          userId,
        });
        return { id: Number(id), created: true };
      });
      const register = await itemView(app.db, outcome.id, new Date());
      return reply
        .code(outcome.created ? 201 : 200)
        .send({ register, created: outcome.created, consumed: outcome.created ? 1 : 0 });
    },
  );

  route(
    app,
    activityEndpoints.listActivities,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Documentos consultados, monitorados ou pausados (10 por página, página 0-based)',
    },
    async (request) => {
      const { page = 0, type, text, from, to } = request.query;
      checkDay(from, 'from');
      checkDay(to, 'to');
      if (from && to && from > to) throw new HttpError(400, MESSAGES.invalidDateRange);
      const now = new Date();
      const { rows, total } = await listItems(app.db, request.params.holderId, request.params.orgId, {
        page,
        pageSize: PAGE_SIZE,
        type,
        text,
        now,
        from: from ? startOfBrazilDay(from) : undefined,
        to: to ? endOfBrazilDay(to) : undefined,
      });
      return { result: await itemViews(app.db, rows, now), total };
    },
  );

  route(
    app,
    activityEndpoints.getActivity,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'Um documento das atividades, com suas análises',
    },
    async (request) => ({ register: await itemView(app.db, request.params.consumeUniqueId, new Date()) }),
  );
};
