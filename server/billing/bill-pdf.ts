import type { BillDetail } from '../../src/contract/billing.ts';
import { competenceLabel } from '../../src/contract/constants/billing.ts';
import { formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { ISSUER_CNPJ } from '../domain/billing.ts';
import { formatDateBr, formatInstantBr } from '../domain/calendar.ts';
import { PdfWriter } from '../reports/pdf-writer.ts';
import { formatCentavos } from '../../src/contract/money.ts';
import { formatCount } from '../../src/contract/plural.ts';

/** The bill as a printable PDF made by the server: lines, total, NFS-e number and access key. */

/** The 50-digit key in groups of four, as printed on the DANFSe, so it can be read aloud. */
const groupedKey = (key: string): string => key.replace(/(\d{4})(?=\d)/g, '$1 ');

export async function billPdf(bill: BillDetail): Promise<Uint8Array> {
  const label = competenceLabel(bill.competenceMonth);
  const pdf = await PdfWriter.create({
    title: `Fatura — ${label}`,
    subject: `${bill.holderName} — ${bill.organizationName}`,
    footer: `Fatura ${bill.nfse.number} — ${label}`,
    keywords: [bill.nfse.number, bill.nfse.accessKey],
  });
  pdf.text('Fatura', { size: 20, bold: true, accent: true });
  pdf.text(label, { size: 14, bold: true });
  pdf.text(`Titular: ${bill.holderName}`);
  pdf.text(`Organização: ${bill.organizationName}`);
  pdf.text(`Emitida em ${formatInstantBr(bill.createdAt)} — vencimento ${formatDateBr(bill.dueDate)}`, { muted: true });
  pdf.heading('Consumo do mês');
  pdf.table(
    [
      { header: 'Plano', width: 0.4 },
      { header: 'Quantidade', width: 0.2, align: 'right', keepWhole: true },
      { header: 'Preço unitário', width: 0.2, align: 'right', keepWhole: true },
      { header: 'Valor', width: 0.2, align: 'right', keepWhole: true },
    ],
    [
      ...bill.lines.map((line) => [
        line.label,
        formatCount(line.quantity),
        formatCentavos(line.unitPrice),
        formatCentavos(line.amount),
      ]),
      ['Total', '', '', formatCentavos(bill.total)],
    ],
  );
  pdf.heading('Nota fiscal de serviço (NFS-e)');
  pdf.text(`Número: ${bill.nfse.number}`);
  pdf.text(`Chave de acesso: ${groupedKey(bill.nfse.accessKey)}`);
  pdf.text(`Prestador: CNPJ ${formatDocumentNumber(ISSUER_CNPJ)}`, { muted: true });
  pdf.text(
    'Este documento é uma representação da fatura; a NFS-e vale pela consulta da chave de acesso no portal nacional.',
    { muted: true },
  );
  return pdf.save();
}
