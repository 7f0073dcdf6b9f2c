/** Lifetime of a signed file link (GET /v1/files/{id}/content?expires&signature). */
export const FILE_URL_TTL_SECONDS = 24 * 3600;
