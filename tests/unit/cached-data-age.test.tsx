import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedDataAge } from '../../src/components/cached-data-age';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

const at = (minute: number, second = 0) => Date.UTC(2026, 10, 30, 11, minute, second);

describe('the age of a copy shown under another one', () => {
  it('is left out when the badge above says the same minute', () => {
    renderWithProviders(
      <>
        <CachedDataAge updatedAt={at(5)} refreshFailed />
        <CachedDataAge updatedAt={at(5, 40)} refreshFailed above={{ updatedAt: at(5), refreshFailed: true }} />
      </>,
    );
    expect(screen.getAllByTestId('data-age')).toHaveLength(1);
  });

  it('is shown when it is of another minute, so both ages are read', () => {
    renderWithProviders(
      <>
        <CachedDataAge updatedAt={at(5)} refreshFailed />
        <CachedDataAge updatedAt={at(9)} refreshFailed above={{ updatedAt: at(5), refreshFailed: true }} />
      </>,
    );
    const texts = screen.getAllByTestId('data-age').map((badge) => badge.textContent);
    expect(texts).toHaveLength(2);
    expect(new Set(texts).size).toBe(2);
  });

  it('is shown when the one above is not (that copy is fresh)', () => {
    renderWithProviders(<CachedDataAge updatedAt={at(5)} refreshFailed above={{ updatedAt: at(5) }} />);
    expect(screen.getByTestId('data-age')).toHaveTextContent(/^dados de 30\/11\/2026 \d{2}:05$/);
  });
});
