import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationUsersQueryOptions } from '../../src/features/process-workspace/api/get-organization-users';
import { AddPersonFirstUse } from '../../src/features/process-workspace/components/add-person-first-use';
import { renderWithProviders, stubComboboxMeasurements, testQueryClient } from './support/render';

afterEach(cleanup);

function renderButton() {
  stubComboboxMeasurements();
  // The organization's users, as if fetched a moment ago: no request in these tests.
  const client = testQueryClient();
  client.setQueryData(organizationUsersQueryOptions(590).queryKey, []);
  renderWithProviders(
    <AddPersonFirstUse orgId={590} assigned={new Set()} pending={false} onAdd={() => Promise.resolve()} />,
    { client },
  );
}

const button = () => screen.getByRole('button', { name: 'Atribuir pessoa' });
// jsdom lays nothing out, so Mantine hides the positioned dropdown (display: none): found among hidden elements.
const dialog = () => screen.queryByRole('dialog', { hidden: true });

describe('"Atribuir pessoa" mounts its popover on first use (ten per page of movements)', () => {
  it('draws the button alone first, announcing a closed dialog, with no popover machinery', () => {
    renderButton();
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    // Popover.Target gives the button it wraps an id; the bare button has none.
    expect(button().id).toBe('');
    expect(dialog()).toBeNull();
  });

  it('a first tap opens the popover at once, with its fields', async () => {
    renderButton();
    fireEvent.click(button());
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pessoa', hidden: true })).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a mouse hover mounts it closed, and the click opens it as before', async () => {
    renderButton();
    const bare = button();
    fireEvent.pointerOver(bare, { pointerType: 'mouse' });
    expect(button()).not.toBe(bare);
    expect(button().id).not.toBe('');
    expect(dialog()).toBeNull();
    fireEvent.click(button());
    // Opened after mounting, the dropdown enters through Mantine's transition.
    expect(await screen.findByRole('dialog', { hidden: true })).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keyboard focus mounts it and keeps the focus on the (new) button', () => {
    renderButton();
    const bare = button();
    act(() => bare.focus());
    expect(button()).not.toBe(bare);
    expect(document.activeElement).toBe(button());
  });
});
