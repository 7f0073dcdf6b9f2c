import { createHash } from 'node:crypto';
import { formatDocumentNumber, normalizeDocument } from '../../../src/contract/brazil-document.ts';
import {
  TCU_CLEAR_LABEL,
  TCU_DEMO_NOTE,
  TCU_LISTED_LABEL,
  TCU_REGISTRIES,
  TCU_REGISTRY_LABELS,
} from '../../../src/contract/constants/tcu-certificates.ts';
import type { RiskEntry } from '../../../src/contract/relationship-risks.ts';
import { formatInstantBr } from '../../domain/calendar.ts';
import { PdfWriter } from '../../reports/pdf-writer.ts';
import type { TcuRegistry, TcuCertificate } from './tcu-certificate.ts';
import type { TcuCertificates, TcuCompany } from './tcu-certificate-source.ts';

/** Who keeps each registry, as the TCU's answer names them. */
const ISSUERS: Record<(typeof TCU_REGISTRIES)[number], string> = {
  'Licitantes Inidôneos': 'TCU',
  CNIA: 'CNJ',
  CEIS: 'Portal da Transparência',
  CNEP: 'Portal da Transparência',
};

/** A sanction of `list` in force on `today`: present on the list now, or served with no end yet. */
function inForce(risk: RiskEntry, list: 'CEIS' | 'CNEP', today: string): boolean {
  if (risk.kind === 'IsCurrentlyPresentOnSource') return risk.source === list;
  if (risk.kind === 'wasPreviouslySanctioned') return risk.source === list && risk.endDate >= today;
  return false;
}

/**
 * The registries as the demo world has them: CEIS and CNEP listed when the company carries a sanction of that list in
 * force; the demo world has no TCU or CNJ (improbidade) flags, so those two always read "Nada consta".
 */
export function demoRegistries(risks: readonly RiskEntry[], today: string): TcuRegistry[] {
  return TCU_REGISTRIES.map((registry) => {
    const found =
      registry === 'CEIS' || registry === 'CNEP' ? risks.filter((risk) => inForce(risk, registry, today)) : [];
    const first = found[0];
    const note =
      first?.kind === 'wasPreviouslySanctioned'
        ? `${first.sanctionType} — ${first.organ}`
        : first?.kind === 'IsCurrentlyPresentOnSource'
          ? first.detail
          : null;
    return { registry, issuer: ISSUERS[registry], listed: found.length > 0, note };
  });
}

async function demoPdf(certificate: Omit<TcuCertificate, 'pdf'>): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: 'Certidão consolidada de pessoa jurídica (demonstração)',
    subject: certificate.name ?? certificate.cnpj,
    footer: `Demonstração — código ${certificate.controlCode ?? ''}`,
    keywords: [certificate.cnpj, certificate.controlCode ?? ''],
  });
  pdf.text('Certidão consolidada de pessoa jurídica', { size: 18, bold: true, accent: true });
  pdf.text(TCU_DEMO_NOTE, { bold: true });
  pdf.text(`Empresa: ${certificate.name ?? '—'}`);
  pdf.text(`CNPJ: ${formatDocumentNumber(certificate.cnpj)}`);
  pdf.text(
    `Emitida em ${formatInstantBr(certificate.issuedAt)} — código de controle ${certificate.controlCode ?? '—'}`,
    {
      muted: true,
    },
  );
  pdf.heading('Cadastros consultados');
  pdf.table(
    [
      { header: 'Cadastro', width: 0.45 },
      { header: 'Situação', width: 0.2 },
      { header: 'Observação', width: 0.35 },
    ],
    certificate.registries.map((item) => [
      TCU_REGISTRY_LABELS[item.registry] ?? item.registry,
      item.listed ? TCU_LISTED_LABEL : TCU_CLEAR_LABEL,
      item.note ?? '',
    ]),
  );
  return pdf.save();
}

/** The demo's certificates: drawn from the graph's (demo world's) flags, with a PDF that says it is a demonstration. */
export function createDemoTcuCertificates(now: () => number): TcuCertificates {
  return {
    source: 'DEMO',
    async issue(company: TcuCompany) {
      const at = new Date(now());
      const cnpj = normalizeDocument(company.cnpj);
      const controlCode = `DEMO${createHash('sha256').update(`${cnpj}|${at.toISOString()}`).digest('hex').slice(0, 12).toUpperCase()}`;
      const base = {
        cnpj,
        name: company.name,
        issuedAt: at.toISOString(),
        controlCode,
        registries: demoRegistries(company.risks ?? [], at.toISOString().slice(0, 10)),
        fetchedAt: at.toISOString(),
      };
      const bytes = await demoPdf(base);
      return { ...base, pdf: { bytes, sha256: createHash('sha256').update(bytes).digest('hex') } };
    },
  };
}
