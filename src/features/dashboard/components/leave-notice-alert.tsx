import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { setLeaveNotice, useLeaveNotice } from '../../../lib/leave-notice';
import { paths } from '../../../lib/paths';

/** On Início: why the app brought the user here (a 403), until closed or Início is left. */
export function LeaveNoticeAlert() {
  const notice = useLeaveNotice();
  // Forgotten once Início is left (StrictMode's trial unmount happens at "/": it keeps the notice).
  useEffect(
    () => () => {
      if (window.location.pathname !== paths.home.path) setLeaveNotice(null);
    },
    [],
  );
  if (!notice) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Fechar aviso"
      onClose={() => setLeaveNotice(null)}
      role="alert"
      data-testid="leave-notice"
    >
      {notice}
    </Alert>
  );
}
