import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditChainCheck } from '../../src/contract/organization-users';
import { AuditVerifyButton } from '../../src/features/organization-users/components/audit-verify-button';
import { renderWithProviders } from './support/render';

const answer = vi.hoisted(() => ({ next: null as AuditChainCheck | null }));

// The call itself is the API's (tests/server/audit-verify.test.ts); here, what the screen makes of its answers.
vi.mock('../../src/features/organization-users/api/verify-audit', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useVerifyAudit: () => useMutation({ mutationFn: async () => answer.next as AuditChainCheck }) };
});

afterEach(cleanup);

const HEAD = 'ab'.repeat(32);
const check = (extra: Partial<AuditChainCheck>): AuditChainCheck => ({
  ok: true,
  checked: 1234,
  brokenSeq: null,
  brokenId: null,
  headHash: HEAD,
  headSeq: 1234,
  checkedAt: '2026-11-26T13:05:00.000Z',
  ...extra,
});

describe('"Verificar integridade" on the audit screen', () => {
  it('shows an intact trail and the head hash to note down', async () => {
    answer.next = check({});
    renderWithProviders(<AuditVerifyButton orgId={590} />);
    expect(screen.queryByTestId('audit-integrity')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verificar integridade' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Trilha íntegra');
    expect(result).toHaveTextContent('1.234 registros conferidos em 26/11/2026');
    expect(result).toHaveTextContent('hash do registro Nº 1234, o mais recente');
    expect(screen.getByTestId('audit-head-hash')).toHaveTextContent(HEAD);
    expect(screen.getByRole('button', { name: 'Copiar hash' })).toBeInTheDocument();
  });

  it('names the first broken record when the chain does not hold', async () => {
    answer.next = check({ ok: false, brokenSeq: 57, brokenId: 9001 });
    renderWithProviders(<AuditVerifyButton orgId={590} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verificar integridade' }));
    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent('Trilha alterada');
    expect(result).toHaveTextContent('O registro Nº 57 não confere com a cadeia de hashes');
    expect(screen.getByTestId('audit-head-hash')).toHaveTextContent(HEAD);
  });
});
