/** typeOrganization: MASTER organizations see every client organization; others are law firms or companies. */
export const ORGANIZATION_TYPES = ['MASTER', 'LAW_FIRM', 'COMPANY'] as const;
