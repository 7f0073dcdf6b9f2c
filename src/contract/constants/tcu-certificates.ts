/**
 * The TCU's consolidated certificate of a company (Certidão Consolidada de Pessoa Jurídica): plain values shared by
 * the API and the PWA (typebox-free); the schemas are in ../tcu-certificates.ts. docs/watchlists.md#tcu-certificate.
 */

/** The four registries one certificate answers for, in the TCU's order. */
export const TCU_REGISTRIES = ['Licitantes Inidôneos', 'CNIA', 'CEIS', 'CNEP'] as const;

/** What each registry is, for the screen (the TCU names them by acronym). */
export const TCU_REGISTRY_LABELS: Record<string, string> = {
  'Licitantes Inidôneos': 'Licitantes Inidôneos (TCU)',
  CNIA: 'CNIA — improbidade administrativa (CNJ)',
  CEIS: 'CEIS — empresas inidôneas e suspensas (CGU)',
  CNEP: 'CNEP — empresas punidas (CGU)',
};

/** Where a certificate came from: the TCU's service (WATCHLISTS=official) or the demo world's flags. */
export const TCU_CERTIFICATE_SOURCES = ['TCU', 'DEMO'] as const;
export type TcuCertificateSource = (typeof TCU_CERTIFICATE_SOURCES)[number];

export const TCU_LISTED_LABEL = 'Constam registros';
export const TCU_CLEAR_LABEL = 'Nada consta';
/** Said beside a demo certificate: it rests on invented data and is no certificate at all. */
export const TCU_DEMO_NOTE = 'Certidão de demonstração, feita a partir da base fictícia: sem valor de certidão.';
