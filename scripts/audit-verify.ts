// `npm run audit:verify -- auditoria.csv [--allow-gaps]`: checks an audit trail export's hash chain without the
// server (docs/audit-trail.md). Exit 0 and 'OK … hash' when it holds; 1 naming the first broken row; 2 on bad usage.
import { readFileSync } from 'node:fs';
import { describeResult, verifyAuditCsv } from './audit-chain-verifier.ts';

const args = process.argv.slice(2);
const allowGaps = args.includes('--allow-gaps');
const files = args.filter((arg) => arg !== '--allow-gaps');
if (files.length !== 1) {
  console.error('Uso: npm run audit:verify -- arquivo.csv [--allow-gaps]');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(files[0] as string, 'utf8');
} catch (error) {
  console.error(`Não foi possível ler ${files[0]}: ${(error as Error).message}`);
  process.exit(2);
}
const result = verifyAuditCsv(text, { allowGaps });
(result.ok ? console.log : console.error)(describeResult(result));
process.exit(result.ok ? 0 : 1);
