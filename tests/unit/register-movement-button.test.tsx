import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterMovementButton } from '../../src/features/processes/components/register-movement-button';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

const form = () => screen.queryByRole('form', { name: 'Registrar movimentação manual', hidden: true });
const openButton = () => screen.getByRole('button', { name: 'Registrar movimentação' });

describe('"Registrar movimentação" (the process screen draws its form only once it is used)', () => {
  it('does not draw the upload form before the first opening', () => {
    renderWithProviders(<RegisterMovementButton orgId={590} processId={1} />);
    expect(openButton()).toBeInTheDocument();
    expect(form()).toBeNull();
  });

  it('opens the form on the first press, and keeps what was typed after a close', async () => {
    renderWithProviders(<RegisterMovementButton orgId={590} processId={1} />);
    fireEvent.click(openButton());
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Registrar movimentação manual' })).toBeVisible());
    const description = screen.getByRole('textbox', { name: 'Descrição' });
    fireEvent.change(description, { target: { value: 'Petição protocolada no balcão' } });
    act(() => fireEvent.keyDown(description, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed but kept: the same form, with its text, opens again.
    expect(form()).not.toBeNull();
    fireEvent.click(openButton());
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Registrar movimentação manual' })).toBeVisible());
    expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Petição protocolada no balcão');
  });
});
