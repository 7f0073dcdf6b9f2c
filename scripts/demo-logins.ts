import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, DEMO_USERS } from '../server/demo/demo-users.ts';
import { FIXED_CONFIRMATION_CODE } from '../server/dev-stack/start-identity.ts';

/** The demo logins as a plain-text table for the terminal (same data the README lists). */
export function demoLoginsTable(): string {
  const rows = DEMO_USERS.map((user) => [
    user.email,
    user.temporaryPassword ? DEMO_TEMPORARY_PASSWORD : DEMO_PASSWORD,
    user.role,
  ]);
  const header = ['E-mail', 'Senha', 'O que este login mostra'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `Código de redefinição de senha (local, fixo): ${FIXED_CONFIRMATION_CODE}. As senhas acima são restauradas a cada início.`,
  ].join('\n');
}
