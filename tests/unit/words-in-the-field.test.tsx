import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadDateInput } from '../../src/components/lazy-date-input';
import type { Analysis } from '../../src/contract/analyses';
import { countLabel, pluralize } from '../../src/contract/plural';
import { ReportCard } from '../../src/features/analyses/components/report-card';
import { FormAlert } from '../../src/features/auth/components/form-alert';
import { PlanBalanceCard } from '../../src/features/dashboard/components/plan-balance-card';
import { WelcomePanel } from '../../src/features/dashboard/components/welcome-panel';
import { ManualMovementForm } from '../../src/features/processes/components/manual-movement-form';
import { accessUnavailableMessage } from '../../src/features/session/access-unavailable';
import { profileLabel } from '../../src/features/session/organization-flags';
import { renderWithProviders } from './support/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Every source file under a folder (what a person can read on a screen or in a file comes from these). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(tsx?|html|svg)$/.test(name) ? [path] : [];
  });
}

describe('counts agree with their noun', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(countLabel(1, 'usado', 'usados')).toBe('1 usado');
    expect(countLabel(0, 'processo', 'processos')).toBe('0 processos');
    expect(countLabel(12_345, 'processo', 'processos')).toBe('12.345 processos');
    expect(pluralize(-1, 'dia', 'dias')).toBe('dia');
  });

  it('says "1 usado" and "1 disponível" on a plan balance (not "1 usados")', () => {
    renderWithProviders(
      <PlanBalanceCard
        label="Consulta"
        plan={{
          planId: 1,
          typePlan: 'Consulta',
          available: 1,
          consume: 1,
          limitEnd: 2,
          isVisible: true,
          msgConsume: null,
        }}
      />,
    );
    expect(screen.getByText(/disponível de 2 · 1 usado$/)).toBeInTheDocument();
  });

  it('leaves no count glued to a fixed plural noun in the sources (use countLabel)', () => {
    const offenders = [...sources('src'), ...sources('server/reports')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
        // A ternary on "=== 1" already agrees; bytes are a measure, not a count.
        .filter(
          ({ line }) =>
            /(\}|\$\{[^}]+\})\s(processos|usados|documentos|notificações|unidades|arquivos|movimentações|dias)\b/.test(
              line,
            ) && !line.includes('=== 1'),
        ),
    );
    expect(offenders).toEqual([]);
  });
});

describe('a profile is a role, not a gender', () => {
  it('shows the lawyer profile in the inclusive form, not "ADVOGADO"', () => {
    expect(profileLabel('LAWYER')).toBe('Perfil: Advogado(a)');
    expect(profileLabel('ADMIN')).toBe('Perfil: Administrador(a)');
    renderWithProviders(
      <WelcomePanel
        firstName="Ana"
        organizationName="Moraes & Associados Advocacia"
        profileLabel={profileLabel('LAWYER')}
        badges={[]}
      />,
    );
    expect(screen.getByText('Perfil: Advogado(a)')).toBeInTheDocument();
  });
});

describe('punctuation and the product name', () => {
  it("puts at most one colon in each sentence of the basic analysis page's report card", () => {
    const analysis = {
      id: 1,
      consumeUniqueId: 1,
      type: 'BASIC',
      statusReport: 'PENDING',
      documentNumber: '52998224725',
      createdAt: '2026-10-27T12:00:00Z',
      finishedAt: null,
      files: {},
    } as unknown as Analysis;
    const { container } = renderWithProviders(<ReportCard scope={{ orgId: 590, holderId: 1 }} analysis={analysis} />);
    const texts = Array.from(container.querySelectorAll('h2, p, li'), (element) => element.textContent ?? '');
    expect(texts.join(' ')).toContain('O relatório em PDF');
    const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s/));
    expect(sentences.filter((s) => (s.match(/:/g) ?? []).length > 1)).toEqual([]);
  });

  it('writes the product as "Painel de Risco Jurídico" everywhere (the demo org "Painel Jurídico Master" is a name)', () => {
    const files = [...sources('src'), ...sources('server'), ...sources('public'), 'index.html'];
    // Company names of the demo data ('Painel Jurídico Master', 'Painel Jurídico Tecnologia Ltda') are names, not the product.
    const offenders = files.filter((file) => /Painel Jurídico(?! Master| Tecnologia)/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('messages a person can act on', () => {
  it('makes the phone and e-mail of "Acesso indisponível!" tappable, keeping the catalogue text exactly', () => {
    const contact = { phone: '(11) 4002-8922', email: 'suporte@painel-juridico.com.br' };
    const message = accessUnavailableMessage(contact);
    renderWithProviders(<FormAlert kind="error" message={message} />);
    const alert = screen.getByTestId('auth-error');
    expect(alert.textContent).toBe(
      'Acesso indisponível! Entre em contato via whatsapp pelo número (11) 4002-8922 ou email: suporte@painel-juridico.com.br',
    );
    expect(screen.getByRole('link', { name: '(11) 4002-8922' })).toHaveAttribute('href', 'tel:+551140028922');
    expect(screen.getByRole('link', { name: 'suporte@painel-juridico.com.br' })).toHaveAttribute(
      'href',
      'mailto:suporte@painel-juridico.com.br',
    );
  });

  it("keeps the missing accent of the catalogue's login message", () => {
    renderWithProviders(<FormAlert kind="error" message="E-mail ou senha invalido!" />);
    expect(screen.getByTestId('auth-error').textContent).toBe('E-mail ou senha invalido!');
  });

  it('keeps a future date as typed and says why, instead of erasing it and asking for a date', async () => {
    // The date field's code loads on first use; in the app its frame stands in meanwhile.
    await preloadDateInput();
    renderWithProviders(<ManualMovementForm orgId={590} processId={7} />);
    const field = screen.getByLabelText(/Data da movimentação/) as HTMLInputElement;
    await userEvent.type(field, '31/12/2099');
    fireEvent.blur(field);
    expect(field.value).toBe('31/12/2099');
    expect(await screen.findByText('A data não pode estar no futuro.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar movimentação' }));
    expect(screen.queryByText('Informe a data da movimentação.')).not.toBeInTheDocument();
    expect(field.value).toBe('31/12/2099');
    // Typing ten characters through user-event into a Mantine date field takes seconds on a loaded 2-core machine.
  }, 20_000);
});
