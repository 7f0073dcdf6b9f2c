const STYLE = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
};

/** Mantine's Pagination icons: one path in a 16 × 16 box sized by the control. */
export function PaginationIcon({ path, rotateRtl }: { path: string; rotateRtl?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      xmlns="http://www.w3.org/2000/svg"
      className={rotateRtl ? 'mantine-rotate-rtl' : undefined}
      style={STYLE}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
