/** Status codes every authenticated, organization-scoped route can answer with. */
export const ORG_ROUTE_ERRORS = [400, 401, 403] as const;
