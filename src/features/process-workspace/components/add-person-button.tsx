import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { Ref } from 'react';
import type { FirstUseHandlers } from '../../../components/use-first-use';
import { OFFLINE_ACTION_REASON } from '../../../lib/network';

interface Props extends FirstUseHandlers<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  offline: boolean;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

/** "Atribuir pessoa": the same button before its popover is mounted and as the popover's target. */
export function AddPersonButton({ offline, ...rest }: Props) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconUserPlus size={14} aria-hidden="true" />}
      disabled={offline}
      title={offline ? OFFLINE_ACTION_REASON : undefined}
      {...rest}
    >
      Atribuir pessoa
    </Button>
  );
}
