import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { useFirstUse, type FirstUseHandlers } from './use-first-use';

interface TargetProps extends FirstUseHandlers<HTMLElement> {
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

interface Props extends Omit<MenuProps, 'children' | 'opened' | 'defaultOpened' | 'onChange'> {
  /** The button that opens the menu (a Mantine Button or ActionIcon, which take a ref). */
  target: ReactElement<TargetProps>;
  /** The menu's `Menu.Dropdown`. */
  children: ReactNode;
}

/**
 * A Mantine Menu whose machinery mounts on the first hover, focus or click of its button (use-first-use.ts): a closed
 * Menu in every row of a list was Atividades' and Usuários' blocking time. Until then the button is drawn alone and
 * announces its menu.
 */
export function LazyMenu({ target, children, ...menu }: Props) {
  const { armed, ref, handlers } = useFirstUse<HTMLElement>();
  if (armed) {
    return (
      <Menu {...menu} defaultOpened={armed.open}>
        <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
        {children}
      </Menu>
    );
  }
  return cloneElement(target, { 'aria-haspopup': 'menu', 'aria-expanded': false, ...handlers(target.props) });
}
