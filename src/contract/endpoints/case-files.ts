import { defineEndpoint } from './define-endpoint.ts';

/** Case files and their signed links (docs/api.md#case-files). */
export const caseFileEndpoints = {
  listAutos: defineEndpoint({
    method: 'GET',
    path: '/v1/process/:orgId/:processId/autos',
    schemas: (s) => ({ params: s.processes.ProcessPathParams, response: { 200: s.caseFiles.AutoList } }),
  }),
  getCaseFileUrl: defineEndpoint({
    method: 'GET',
    path: '/v1/urlById/:fileId',
    schemas: (s) => ({ params: s.caseFiles.FileIdParams, response: { 200: s.caseFiles.CaseFileUrl } }),
  }),
  listOrganizationFiles: defineEndpoint({
    method: 'GET',
    path: '/v1/url',
    schemas: (s) => ({ query: s.caseFiles.CaseFilePageQuery, response: { 200: s.caseFiles.CaseFilePage } }),
  }),
  /** The signed link itself: opened without a token (the viewer's iframe, the offline pins). */
  getFileContent: defineEndpoint({
    method: 'GET',
    path: '/v1/files/:fileId/content',
    schemas: (s) => ({
      params: s.caseFiles.FileIdParams,
      query: s.caseFiles.FileContentQuery,
      response: { 200: s.fileAnswers.binaryResponse('Os bytes do arquivo') },
    }),
  }),
};
