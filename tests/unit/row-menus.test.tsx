import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrganizationUser } from '../../src/contract/organization-users';
import { StartAnalysisMenu } from '../../src/features/analyses/components/start-analysis-menu';
import { PauseMenu } from '../../src/features/document-monitoring/components/pause-menu';
import { UserActionsMenu } from '../../src/features/organization-users/components/user-actions-menu';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

/**
 * A list draws one of these per row: each must be the bare button until first used (src/components/lazy-menu.tsx).
 * Mantine's Menu.Target gives the button it wraps an id; a bare button has none.
 */
function expectBare(name: string | RegExp): void {
  const button = screen.getByRole('button', { name });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button.id).toBe('');
}

describe('the menus in list rows mount on first use', () => {
  it('"Nova análise" (Atividades)', () => {
    renderWithProviders(
      <StartAnalysisMenu scope={{ orgId: 590, holderId: 1 }} consumeId={1} plans={[]} onStarted={() => undefined} />,
    );
    expectBare('Nova análise');
  });

  it('"Pausar" (Atividades)', () => {
    renderWithProviders(<PauseMenu disabled={false} loading={false} onPause={() => undefined} />);
    expectBare('Pausar');
  });

  it("a member's actions (Usuários)", () => {
    const user = { id: 7, name: 'Ana Lima', email: 'ana@exemplo.test', status: 'ACTIVE', active: true };
    renderWithProviders(
      <UserActionsMenu user={user as unknown as OrganizationUser} isSelf={false} onAction={() => undefined} />,
    );
    expectBare('Ações de Ana Lima');
  });
});
