import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  active?: boolean;
  /** The page numbers' padding; the arrows have none. */
  withPadding?: boolean;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/** One of Mantine's Pagination controls (an UnstyledButton), as its markup reads. */
export function PaginationControl({ children, onClick, disabled, active, withPadding, ...aria }: Props) {
  return (
    <button
      type="button"
      className={`mantine-focus-auto${disabled ? '' : ' mantine-active'} m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root`}
      disabled={disabled}
      data-disabled={disabled || undefined}
      data-active={active || undefined}
      data-with-padding={withPadding || undefined}
      onClick={onClick}
      {...aria}
    >
      {children}
    </button>
  );
}
