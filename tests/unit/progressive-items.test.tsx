import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressiveItems } from '../../src/components/progressive-items';

afterEach(cleanup);

const ITEMS = Array.from({ length: 10 }, (_, i) => i);

describe('ProgressiveItems', () => {
  it('draws the first rows in the first render and the rest in a later one', () => {
    const drawn: number[] = [];
    render(
      <ProgressiveItems
        items={ITEMS}
        first={3}
        render={(item) => {
          drawn.push(item);
          return <p key={item}>linha {item}</p>;
        }}
      />,
    );
    // The first pass stops after three rows: the long task of a whole page is what this component exists to avoid.
    expect(drawn.slice(0, 4)).toEqual([0, 1, 2, 0]);
    expect(screen.getAllByText(/^linha /)).toHaveLength(10);
  });

  it('draws a short list whole at once', () => {
    const drawn: number[] = [];
    render(
      <ProgressiveItems
        items={[7, 8]}
        first={3}
        render={(item) => {
          drawn.push(item);
          return <p key={item}>linha {item}</p>;
        }}
      />,
    );
    expect(drawn).toEqual([7, 8]);
    expect(screen.getAllByText(/^linha /)).toHaveLength(2);
  });
});
