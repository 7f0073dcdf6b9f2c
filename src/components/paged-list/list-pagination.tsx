import { usePagination } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { BareGroup } from '../bare/bare-group';
import { PaginationControl } from './pagination-control';
import { PaginationIcon } from './pagination-icon';

const CONTROL_LABELS = {
  previous: 'Página anterior',
  next: 'Próxima página',
} as const;

// Mantine's Pagination, size "sm".
const ROOT_STYLE = {
  '--pagination-control-fz': 'var(--mantine-font-size-sm)',
  '--pagination-control-size': 'var(--pagination-control-size-sm)',
} as CSSProperties;

const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

interface Props {
  pages: number;
  /** 1-based; a page past the end marks the last one. */
  page: number;
  onChange: (page: number) => void;
  /** Page numbers beside the current one: 0 on a phone, where the row is short. */
  siblings?: number;
}

/**
 * Mantine's Pagination (its own range and paging hook, its markup and stylesheet) with Portuguese names on its arrows,
 * without its component runtime: it rendered with every list's first rows. Nothing when there is a single page.
 */
export function ListPagination({ pages, page, onChange, siblings = 1 }: Props) {
  const value = Math.min(page, pages);
  const { range, active, setPage, next, previous } = usePagination({
    total: pages,
    page: value,
    onChange,
    siblings,
    boundaries: 1,
  });
  if (pages <= 1) return null;
  return (
    <BareGroup gap="var(--mantine-spacing-md)" justify="center">
      <div className="m_4addd315 mantine-Pagination-root" data-size="sm" style={ROOT_STYLE}>
        <BareGroup gap="calc(0.5rem * var(--mantine-scale))">
          <PaginationControl disabled={active === 1} onClick={previous} aria-label={CONTROL_LABELS.previous}>
            <PaginationIcon path={PREVIOUS} rotateRtl />
          </PaginationControl>
          {range.map((item, index) =>
            item === 'dots' ? (
              <div key={index} className="m_4ad7767d mantine-Pagination-dots">
                <PaginationIcon path={DOTS} />
              </div>
            ) : (
              <PaginationControl
                key={index}
                withPadding
                active={item === active}
                aria-current={item === active ? 'page' : undefined}
                onClick={() => setPage(item)}
              >
                {item}
              </PaginationControl>
            ),
          )}
          <PaginationControl disabled={active === pages} onClick={next} aria-label={CONTROL_LABELS.next}>
            <PaginationIcon path={NEXT} rotateRtl />
          </PaginationControl>
        </BareGroup>
      </div>
    </BareGroup>
  );
}
