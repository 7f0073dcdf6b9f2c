import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivityList, ActivityListQuery, ConsumeUniqueParams, ConsumeUniqueResponse, LookupBody, LookupResponse,
} from '../../src/contract/activities.ts';
import { parseDocument } from '../../src/contract/brazil-document.ts';
import { HolderOrgParams } from '../../src/contract/common.ts';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { itemView, itemViews } from '../analysis/item-view.ts';
import { documentTarget, recordAudit } from '../audit/audit-context.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { COMPLIANCE_PROFILES } from '../../src/contract/constants/profiles.ts';
import { endOfBrazilDay, startOfBrazilDay } from '../domain/calendar.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { findItemByDocument, findPartyName, insertItem, listItems, touchItem } from '../repositories/consume-unique.ts';
import { payPlanUnit } from '../plans/pay-plan-unit.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';
import { demoRegistryName } from '../demo/document-registry.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

const TAGS = ['atividades'];
const BASE = '/v1/holder/:holderId/organization/:orgId';

function checkDay(value: string | undefined, field: string): void {
  if (value !== undefined && !isRealCalendarDay(value)) throw new HttpError(400, MESSAGES.invalidDate(field));
}

export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(`${BASE}/partner/process`, {
    config: { access: member({ profiles: COMPLIANCE_PROFILES }) },
    schema: {
      tags: TAGS, summary: 'Consulta um CPF ou CNPJ (consome uma Consulta na primeira vez) e o inclui nas atividades', security: BEARER_SECURITY,
      params: HolderOrgParams, body: LookupBody,
      response: { 200: LookupResponse, 201: LookupResponse, ...errorResponses(...ORG_ROUTE_ERRORS, 402) },
    },
  }, async (request, reply) => {
    const document = parseDocument(request.body.documentNumber);
    if (!document) throw new HttpError(400, MESSAGES.invalidDocument);
    const { holderId, orgId } = request.params;
    const userId = requireAuth(request).user.id;
    const given = request.body.name?.trim() || undefined;
    const outcome = await app.db.transaction(async (tx) => {
      const existing = await findItemByDocument(tx, holderId, orgId, document.number);
      await recordAudit(tx, request, { organizationId: orgId, action: 'DOCUMENT_LOOKUP', ...documentTarget(document.number), after: { documentType: document.type } });
      if (existing) {
        await touchItem(tx, Number(existing.id), given);
        return { id: Number(existing.id), created: false };
      }
      // The name as the organization's processes spell it, else the one typed, else the demo registry's.
      const name = (await findPartyName(tx, orgId, document.number)) ?? given ?? demoRegistryName(document.number);
      const id = await insertItem(tx, { organizationId: orgId, holderId, documentNumber: document.number, documentType: document.type, documentInfo: name, userId });
      if (id === null) {
        // A concurrent lookup of the same document won: answer its item, consume nothing.
        const raced = await findItemByDocument(tx, holderId, orgId, document.number);
        if (!raced) throw new Error('lookup race without an item');
        return { id: Number(raced.id), created: false };
      }
      await payPlanUnit(tx, { holderId, organizationId: orgId, typePlan: 'Consulta', consumeUniqueId: Number(id), userId });
      return { id: Number(id), created: true };
    });
    const register = await itemView(app.db, outcome.id, new Date());
    return reply.code(outcome.created ? 201 : 200).send({ register, created: outcome.created, consumed: outcome.created ? 1 : 0 });
  });

  app.get(`${BASE}/activities`, {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Documentos consultados, monitorados ou pausados (10 por página, página 0-based)', security: BEARER_SECURITY,
      params: HolderOrgParams, querystring: ActivityListQuery, response: { 200: ActivityList, ...errorResponses(...ORG_ROUTE_ERRORS) },
    },
  }, async (request) => {
    const { page = 0, type, text, from, to } = request.query;
    checkDay(from, 'from');
    checkDay(to, 'to');
    if (from && to && from > to) throw new HttpError(400, MESSAGES.invalidDateRange);
    const now = new Date();
    const { rows, total } = await listItems(app.db, request.params.holderId, request.params.orgId, {
      page, pageSize: PAGE_SIZE, type, text, now,
      from: from ? startOfBrazilDay(from) : undefined,
      to: to ? endOfBrazilDay(to) : undefined,
    });
    return { result: await itemViews(app.db, rows, now), total };
  });

  app.get(`${BASE}/consumeunique/:consumeUniqueId`, {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Um documento das atividades, com suas análises', security: BEARER_SECURITY,
      params: ConsumeUniqueParams, response: { 200: ConsumeUniqueResponse, ...errorResponses(...ORG_ROUTE_ERRORS, 404) },
    },
  }, async (request) => ({ register: await itemView(app.db, request.params.consumeUniqueId, new Date()) }));
};
