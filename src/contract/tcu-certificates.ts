import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { TCU_CERTIFICATE_SOURCES } from './constants/tcu-certificates.ts';
import { EntityId } from './relationships.ts';
import { Nullable, Timestamp } from './schema-helpers.ts';

/**
 * The TCU's consolidated certificate of a company of a relationship graph: one keyless call answers for
 * Licitantes Inidôneos (TCU), CNIA (CNJ), CEIS and CNEP, with the official PDF, which the API keeps as evidence.
 *
 *   POST S/tcu-certificate/{entityId}  → 201 TcuCertificateResponse (compliance profiles): asks the TCU now, stores it
 *   GET  S/tcu-certificate/{entityId}  → LatestTcuCertificateResponse (member): the newest stored one, or null
 *   GET  /v1/organization/{orgId}/tcu-certificates/{tcuCertificateId}/pdf → application/pdf (member)
 * where S = /v1/business-relationships/organizations/{orgId}/holder/{holderId}/userPlanConsumeBusinessRelationshipsSummary/{id}.
 *
 * 400: the entity is not a company, or the TCU refuses the CNPJ (412 `violacoes`); 503: the TCU's firewall or an
 * outage (Portuguese message, the certificate can be asked again later); another organization's ids → 403/404.
 */

/** An analysis id (bigint in the database, as in relationships.ts). */
const ItemId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });

export const TcuRegistryResult = Type.Object({
  /** 'Licitantes Inidôneos', 'CNIA', 'CEIS', 'CNEP' (TCU_REGISTRIES), as the TCU names them. */
  registry: Type.String(),
  issuer: Type.String(),
  /** true: "Constam registros"; false: "Nada consta". */
  listed: Type.Boolean(),
  note: Nullable(Type.String()),
});
export type TcuRegistryResult = Static<typeof TcuRegistryResult>;

export const TcuCertificate = Type.Object({
  id: Type.Integer(),
  cnpj: Type.String(),
  companyName: Nullable(Type.String()),
  source: Type.Enum(TCU_CERTIFICATE_SOURCES),
  /** When the TCU issued it (its clock, Brasília time), and its control code; null when the answer had none. */
  issuedAt: Nullable(Timestamp),
  controlCode: Nullable(Type.String()),
  /** When this server asked for it. */
  fetchedAt: Timestamp,
  registries: Type.Array(TcuRegistryResult),
  /** The PDF kept as evidence (sha256 of its bytes), or null when the answer carried none. */
  pdf: Nullable(Type.Object({ sha256: Type.String(), size: Type.Integer({ minimum: 0 }) })),
});
export type TcuCertificate = Static<typeof TcuCertificate>;

export const TcuCertificateParams = Type.Object({
  orgId: Id,
  holderId: Id,
  relationshipAnalysisId: ItemId,
  entityId: EntityId,
});
export type TcuCertificateParams = Static<typeof TcuCertificateParams>;

export const TcuCertificateResponse = Type.Object({ register: TcuCertificate });
export type TcuCertificateResponse = Static<typeof TcuCertificateResponse>;

export const LatestTcuCertificateResponse = Type.Object({ register: Nullable(TcuCertificate) });
export type LatestTcuCertificateResponse = Static<typeof LatestTcuCertificateResponse>;

export const TcuCertificatePdfParams = Type.Object({ orgId: Id, tcuCertificateId: Id });
export type TcuCertificatePdfParams = Static<typeof TcuCertificatePdfParams>;
