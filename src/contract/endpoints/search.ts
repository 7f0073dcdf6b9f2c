import { defineEndpoint } from './define-endpoint.ts';

/** The processes where a looked-up document is a party (docs/api.md#search-and-exports). */
export const searchEndpoints = {
  searchDocument: defineEndpoint({
    method: 'POST',
    path: '/v1/search',
    schemas: (s) => ({ body: s.search.SearchBody, response: { 200: s.search.SearchResponse } }),
  }),
  countTerm: defineEndpoint({
    method: 'GET',
    path: '/v1/terms/:term/count',
    schemas: (s) => ({
      params: s.search.TermParams,
      query: s.search.TermCountQuery,
      response: { 200: s.search.TermCount },
    }),
  }),
};
