/**
 * Mantine's class names and CSS variables, as its components render them (@mantine/core 9). The bare components use
 * them to draw with Mantine's stylesheet without its runtime: the login's file carries no MantineProvider, theme or
 * styles engine (the login's JavaScript budget, docs/performance.md#budgets). tests/unit/bare-components.test.tsx
 * renders each bare component beside the Mantine one it stands for and fails when an upgrade changes the markup.
 */
export const cls = {
  inputRoot: 'm_46b77525 mantine-InputWrapper-root mantine-TextInput-root',
  inputLabel: 'm_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label',
  inputRequired: 'm_78a94662 mantine-InputWrapper-required mantine-TextInput-required',
  inputDescription: 'm_fe47ce59 mantine-InputWrapper-description mantine-TextInput-description',
  inputWrapper: 'm_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper',
  input: 'm_8fb7ebe7 mantine-Input-input mantine-TextInput-input',
  inputSection: 'm_82577fc2 mantine-Input-section mantine-TextInput-section',
  inputError: 'm_8f816625 mantine-InputWrapper-error mantine-TextInput-error',
  button: 'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
  buttonInner: 'm_80f1301b mantine-Button-inner',
  buttonLabel: 'm_811560b9 mantine-Button-label',
  buttonSection: 'm_a74036a mantine-Button-section',
  buttonLoader: 'm_a25b86ee mantine-Button-loader',
  loader: 'm_b34414df m_5ae2e3c mantine-Loader-root',
  alertRoot: 'm_66836ed3 mantine-Alert-root',
  alertWrapper: 'm_a5d60502 mantine-Alert-wrapper',
  alertIcon: 'm_667f2a6a mantine-Alert-icon',
  alertBody: 'm_667c2793 mantine-Alert-body',
  alertMessage: 'm_7fa78076 mantine-Alert-message',
  anchor: 'm_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root',
  text: 'm_b6d8b162 mantine-Text-root',
  title: 'm_8a5d1357 mantine-Title-root',
  center: 'm_4451eb3a mantine-Center-root',
  stack: 'm_6d731127 mantine-Stack-root',
  group: 'm_4081bf90 mantine-Group-root',
  card: 'm_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root',
  segmentedRoot: 'm_cf365364 mantine-SegmentedControl-root',
  segmentedControl: 'm_69686b9b mantine-SegmentedControl-control',
  segmentedInput: 'm_1714d588 mantine-SegmentedControl-input',
  segmentedLabel: 'm_1738fcb2 mantine-SegmentedControl-label',
  segmentedInnerLabel: 'm_78882f40 mantine-SegmentedControl-innerLabel',
} as const;

/** Mantine's focus ring (on keyboard focus only) and pressed effect, global classes of its stylesheet. */
export const FOCUS_AUTO = 'mantine-focus-auto';
export const ACTIVE = 'mantine-active';

/** `calc(n rem)` at Mantine's scale, as its style props write a number of pixels. */
export const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** The size "sm" of Mantine's inputs and texts (their default). */
export const SM = {
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
  smaller: 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
} as const;
