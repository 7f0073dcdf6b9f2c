import { queryKeys } from '../../../lib/query-keys';

/** Generated reports belong to the organization (GET /v2/organization/{o}/report), not to a holder. */
export const reportKeys = {
  all: (orgId: number) => [...queryKeys.organization(orgId), 'reports'] as const,
  page: (orgId: number, page: number) => [...reportKeys.all(orgId), 'page', page] as const,
  /** A report's file as the viewer popup downloads it. */
  file: (orgId: number, reportId: number) => [...reportKeys.all(orgId), 'file', reportId] as const,
};
