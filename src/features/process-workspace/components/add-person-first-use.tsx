import { useFirstUse } from '../../../components/use-first-use';
import { useIsOffline } from '../../../lib/network';
import { AddPersonButton } from './add-person-button';
import { AddPersonPopover, type AddPersonProps } from './add-person-popover';

/**
 * "Atribuir pessoa" whose popover mounts on the first hover, focus or press of the button (use-first-use.ts): a page
 * of ten movements drew ten closed Mantine popovers (floating-ui, click-outside listeners) in its first render.
 */
export function AddPersonFirstUse(props: AddPersonProps) {
  const offline = useIsOffline();
  const { armed, ref, handlers } = useFirstUse<HTMLButtonElement>();
  if (armed) return <AddPersonPopover {...props} initiallyOpened={armed.open} buttonRef={ref} />;
  return <AddPersonButton offline={offline} aria-haspopup="dialog" aria-expanded={false} {...handlers({})} />;
}
