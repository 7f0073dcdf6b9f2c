import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { HeaderBrand } from '../../src/app/layout/header-brand';
import { PRODUCT_NAME } from '../../src/contract/brand';
import { mantineMarkup, markup } from './support/markup';

afterEach(cleanup);

it("the header's brand keeps Mantine's markup (its stray `radius` attribute aside)", () => {
  const { container, unmount } = render(<HeaderBrand />);
  const html = markup(container);
  unmount();
  // Mantine 9's ThemeIcon passes `radius` on to its div as an attribute; the stylesheet reads only --ti-radius.
  const mantine = mantineMarkup(
    <Group gap={8} wrap="nowrap" visibleFrom="md">
      <ThemeIcon radius="xl" aria-hidden="true">
        <IconScale size={18} />
      </ThemeIcon>
      <Text fw={700} c="brand.8">
        {PRODUCT_NAME}
      </Text>
    </Group>,
  ).replace(' radius="xl"', '');
  expect(html).toBe(mantine);
});
