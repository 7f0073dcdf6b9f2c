import { BareCenter } from './bare/bare-center';
import { BareDimmedText } from './bare/bare-dimmed-text';
import { BareLoader } from './bare/bare-loader';
import { BareStack } from './bare/bare-stack';
import { rem } from './bare/mantine-markup';

/**
 * Full-area loading state with a live region, so screen readers hear that something is happening. Bare (Mantine's
 * markup without its runtime): it is the fallback while Mantine's own chunk loads.
 */
export function PageLoader({ label = 'Carregando…', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <BareCenter minHeight={fullScreen ? '100dvh' : rem(240)} role="status" aria-live="polite">
      <BareStack>
        <BareLoader />
        <BareDimmedText>{label}</BareDimmedText>
      </BareStack>
    </BareCenter>
  );
}
