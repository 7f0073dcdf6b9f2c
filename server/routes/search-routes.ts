import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseDocument, type ValidDocument } from '../../src/contract/brazil-document.ts';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { searchEndpoints } from '../../src/contract/endpoints/search.ts';
import { summaryItems } from '../analysis/analysis-view.ts';
import { member } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { categoriesOf, summarise } from '../domain/risk-categories.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { findPartyName, findRecordedName, isDocumentLookedUp } from '../repositories/monitored-documents.ts';
import { listDocumentProcesses, toAnalysisProcess } from '../repositories/document-processes.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['consulta'];
const ERRORS = [...ORG_ROUTE_ERRORS, 409] as const;

/** A valid document that the organization has already looked up (and so paid for). */
export async function requireLookedUpDocument(db: Db, organizationId: number, raw: string): Promise<ValidDocument> {
  const document = parseDocument(raw);
  if (!document) throw new HttpError(400, MESSAGES.invalidDocument);
  if (!(await isDocumentLookedUp(db, organizationId, document.number)))
    throw new HttpError(409, MESSAGES.documentNotLookedUp);
  return document;
}

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    searchEndpoints.searchDocument,
    {
      access: member({ organization: 'body.organizationId' }),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Resultado da consulta: processos da organização em que o documento é parte, com métricas',
    },
    async (request) => {
      const { organizationId, showMetrics, filters } = request.body;
      const document = await requireLookedUpDocument(app.db, organizationId, filters.documentNumber);
      const all = await listDocumentProcesses(app.db, organizationId, document.number);
      const categorised = all.map((row) => ({
        row,
        categories: categoriesOf({ type: row.type, courtCode: row.court_code, side: row.side }),
      }));
      const listed = categorised.filter(
        ({ row }) =>
          (filters.side === undefined || row.side === filters.side) &&
          (filters.active === undefined || row.archived !== filters.active),
      );
      const page = filters.page ?? 0;
      return {
        documentNumber: document.number,
        documentType: document.type,
        documentInfo:
          (await findRecordedName(app.db, organizationId, document.number)) ??
          (await findPartyName(app.db, organizationId, document.number)) ??
          '',
        total: listed.length,
        result: listed
          .slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
          .map(({ row, categories }) => toAnalysisProcess(row, categories)),
        metrics: showMetrics
          ? summaryItems(
              summarise(categorised.map(({ row, categories }) => ({ categories, value: Number(row.value) }))),
              null,
            )
          : null,
      };
    },
  );

  route(
    app,
    searchEndpoints.countTerm,
    {
      access: member({ organization: 'query.organizationId' }),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Quantos processos da organização têm o documento como parte',
    },
    async (request) => {
      const { organizationId } = request.query;
      const document = await requireLookedUpDocument(app.db, organizationId, request.params.term);
      const processes = await listDocumentProcesses(app.db, organizationId, document.number);
      return { term: document.number, documentType: document.type, count: processes.length };
    },
  );
};
