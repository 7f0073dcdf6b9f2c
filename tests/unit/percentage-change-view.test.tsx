import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PercentageChange } from '../../src/components/percentage-change';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

const view = (value: number | null) => renderWithProviders(<PercentageChange value={value} subject="valor" />);

describe('percentage change against the previous analysis', () => {
  it('more risk reads as up, in words for screen readers too', () => {
    view(25);
    expect(screen.getByTestId('percentage-change')).toHaveAttribute('data-direction', 'up');
    expect(screen.getByLabelText('valor aumentou: +25%')).toHaveTextContent('+25%');
  });

  it('less risk reads as down', () => {
    view(-12.5);
    expect(screen.getByTestId('percentage-change')).toHaveAttribute('data-direction', 'down');
    expect(screen.getByLabelText('valor diminuiu: -12,5%')).toBeInTheDocument();
  });

  it('no change and no baseline are told apart', () => {
    view(0);
    expect(screen.getByTestId('percentage-change')).toHaveAttribute('data-direction', 'same');
    cleanup();
    view(null);
    expect(screen.getByText('Sem análise anterior para comparar')).toBeInTheDocument();
    expect(screen.queryByTestId('percentage-change')).toBeNull();
  });
});
