import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  /** What is missing offline and when it comes: one or two sentences. */
  children: ReactNode;
  testId?: string;
}

/** "Sem conexão": offline, something this device does not hold; said in place of a loader that would spin. */
export function OfflineAlert({ children, testId }: Props) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconWifiOff size={18} aria-hidden="true" />}
      title="Sem conexão"
      role="status"
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
