import { Group, Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  previous: 'Página anterior',
  next: 'Próxima página',
  first: 'Primeira página',
  last: 'Última página',
} as const;

interface Props {
  pages: number;
  /** 1-based; a page past the end marks the last one. */
  page: number;
  onChange: (page: number) => void;
  /** Page numbers beside the current one: 0 on a phone, where the row is short. */
  siblings?: number;
}

/** Mantine's pagination with Portuguese names on its arrows; nothing when there is a single page. */
export function ListPagination({ pages, page, onChange, siblings = 1 }: Props) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={siblings}
        boundaries={1}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
