import { Group } from '@mantine/core';
import { BareText } from '../bare/bare-text';
import type { ReactNode } from 'react';
import { CachedDataAge } from '../cached-data-age';

interface Props {
  children: ReactNode;
  testId?: string;
  /** Given when the rows may be this device's saved copy: their age shows beside the count. */
  age?: { updatedAt: number; refreshFailed: boolean };
}

/** The line above a list: how many rows match ("12 processos"), and how old the copy on screen is. */
export function ListCount({ children, testId, age }: Props) {
  const count = (
    <BareText size="sm" dimmed data-testid={testId}>
      {children}
    </BareText>
  );
  if (!age) return count;
  return (
    <Group gap="sm" justify="space-between">
      {count}
      <CachedDataAge updatedAt={age.updatedAt} refreshFailed={age.refreshFailed} />
    </Group>
  );
}
