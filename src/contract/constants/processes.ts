/** Orders of the process list (GET /v1/organization/{orgId}/process ?sort&order). */
export const PROCESS_SORTS = ['updatedAt', 'distributionDate', 'causeValue', 'number'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** ?status: active or archived processes (no filter = both). */
export const PROCESS_STATUSES = ['active', 'archived'] as const;
/** The side of a party in a process (also the `side` of an analysis's or a search's party). */
export const PART_SIDES = ['AUTHOR', 'DEFENDANT', 'OTHER'] as const;
