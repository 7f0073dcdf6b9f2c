import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { theme } from '../../../src/app/theme';
import { inlineStyleRules } from './css-rules';
import { installBrowserPolyfills } from './render';

/**
 * The markup as the stylesheet sees it: attributes and style declarations in a fixed order, generated ids numbered
 * by first appearance (Mantine's "mantine-x1y2" and React's "_r_1_" alike), empty style attributes dropped. The
 * button's loader keeps only Mantine's classes and no inline style: Mantine's Transition writes its final position
 * there, the bare button's CSS module sets the same one (checked in the browser, pixel for pixel, at 375 and 1280 px).
 */
export function markup(container: HTMLElement): string {
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    const base = value.replace(/-(label|error|description|body)$/, '');
    if (!ids.has(base)) ids.set(base, `id${ids.size + 1}`);
    return value.replace(base, ids.get(base) ?? '');
  };
  const elements = [container, ...container.querySelectorAll('*')];
  for (const element of elements) if (element.id) idOf(element.id);
  for (const element of elements) {
    if (element.classList.contains('mantine-Button-loader')) {
      element.removeAttribute('style');
      element.setAttribute(
        'class',
        [...element.classList].filter((c) => c.startsWith('m_') || c.startsWith('mantine-')).join(' '),
      );
    }
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) {
      if (name === 'style') {
        const declarations = value
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .sort();
        if (declarations.length > 0) element.setAttribute(name, declarations.join('; '));
      } else if (['id', 'for', 'aria-describedby', 'aria-labelledby'].includes(name)) {
        element.setAttribute(name, value.split(/\s+/).filter(Boolean).map(idOf).join(' '));
      } else {
        element.setAttribute(name, value);
      }
    }
  }
  return container.innerHTML;
}

/** Mantine's own component under the app's theme, without the provider's global style elements. */
function renderInMantine(ui: ReactElement) {
  installBrowserPolyfills();
  return render(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {ui}
    </MantineProvider>,
  );
}

/** What Mantine's own component renders, as `markup` reads it. */
export function mantineMarkup(ui: ReactElement): string {
  const { container, unmount } = renderInMantine(ui);
  const html = markup(container);
  unmount();
  return html;
}

/**
 * Mantine's markup of a component with responsive style props, split into the rules of the style element it generates
 * and the markup without that element, its generated classes and its random ids (`useId`'s "mantine-…"): the bare
 * component puts the rules in a CSS module and needs no id.
 */
export function mantineResponsiveMarkup(ui: ReactElement): { rules: string[]; html: string } {
  const { container, unmount } = renderInMantine(ui);
  const rules = inlineStyleRules(container);
  // A copy: React removes its own nodes on unmount.
  const copy = container.cloneNode(true) as HTMLElement;
  unmount();
  for (const style of copy.querySelectorAll('style')) style.remove();
  for (const element of copy.querySelectorAll('[class*="__m__-"]'))
    element.setAttribute('class', element.className.replace(/ ?__m__-\S+/g, ''));
  for (const element of copy.querySelectorAll('[id^="mantine-"]')) element.removeAttribute('id');
  return { rules, html: markup(copy) };
}
