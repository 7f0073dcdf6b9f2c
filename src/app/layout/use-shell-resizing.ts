import { startTransition, useEffect, useState } from 'react';

const SETTLE_MS = 200;

/**
 * True while the window is being resized and for the first 200 ms: the shell's parts then move without their
 * transition (Mantine's AppShell does the same, in a layout effect whose state update re-rendered the whole shell
 * synchronously on every start and pulled every passive effect into that task).
 */
export function useShellResizing(): boolean {
  const [resizing, setResizing] = useState(true);
  useEffect(() => {
    const settle = () => window.setTimeout(() => startTransition(() => setResizing(false)), SETTLE_MS);
    let timer = settle();
    const onResize = () => {
      setResizing(true);
      window.clearTimeout(timer);
      timer = settle();
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return resizing;
}
