import {
  ComboboxChevron,
  ComboboxHiddenInput,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  Select,
  type ComboboxData,
  type MantineStyleProp,
  type StyleProp,
} from '@mantine/core';
import { useId, useMemo, type ReactNode } from 'react';
import { useFirstUse } from './use-first-use';

export interface LazySelectProps {
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  placeholder?: string;
  data: ComboboxData;
  value: string | null;
  onChange: (value: string | null) => void;
  allowDeselect?: boolean;
  searchable?: boolean;
  nothingFoundMessage?: ReactNode;
  disabled?: boolean;
  w?: StyleProp<React.CSSProperties['width']>;
  style?: MantineStyleProp;
  id?: string;
}

/**
 * A filter's Select whose combobox (floating-ui, the popover, the options) mounts on first use (use-first-use.ts).
 * Until then it is drawn as the closed Select's own markup, from the parts Select renders itself (InputBase, the
 * chevron, the hidden input; tests/unit/lazy-select.test.tsx compares the two): a closed Select cost a render and a cascading re-render in
 * the render of every list page's filters. Not for clearable Selects, whose clear button the stand-in does not draw.
 */
export function LazySelect(props: LazySelectProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const { armed, ref, handlers } = useFirstUse<HTMLInputElement>();
  const { data, value, searchable = false, disabled } = props;
  const label = useMemo(() => {
    if (value === null) return '';
    return getOptionsLockup(getParsedComboboxData(data))[value]?.label ?? '';
  }, [data, value]);

  if (armed) return <Select {...props} id={id} ref={ref} defaultDropdownOpened={armed.open} />;
  return (
    <>
      <InputBase
        __staticSelector="Select"
        id={id}
        label={props.label}
        aria-label={props['aria-label']}
        description={props.description}
        placeholder={props.placeholder}
        disabled={disabled}
        w={props.w}
        style={props.style}
        value={label}
        // The real input of a searchable Select takes typing; focus swaps this one for it before the first key.
        readOnly={!searchable}
        onChange={() => undefined}
        pointer={!searchable}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        rightSection={<ComboboxChevron size="sm" />}
        rightSectionPointerEvents="none"
        {...handlers({})}
      />
      <ComboboxHiddenInput value={value} disabled={disabled} />
    </>
  );
}
