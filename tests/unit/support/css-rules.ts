import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import postcss, { type AcceptedPlugin, type Root } from 'postcss';

const require = createRequire(import.meta.url);

/** The project's PostCSS plugins (postcss.config.cjs), as Vite runs them on a CSS module. */
function projectPlugins(): AcceptedPlugin[] {
  const config = require(resolve('postcss.config.cjs')) as { plugins: Record<string, object> };
  return Object.entries(config.plugins).map(([name, options]) =>
    (require(name) as (o: object) => AcceptedPlugin)(options),
  );
}

/** Each declaration as "media | property: value", whitespace and selectors aside: what a one-class rule set does. */
function declarations(root: Root): string[] {
  const found: string[] = [];
  root.walkDecls((decl) => {
    const media = decl.parent?.parent?.type === 'atrule' ? (decl.parent.parent as { params: string }).params : 'all';
    found.push(`${media.replace(/\s+/g, '')} | ${decl.prop}: ${decl.value.replace(/\s+/g, ' ')}`);
  });
  return found.sort();
}

/** A CSS module of src/, compiled by the project's PostCSS plugins. */
export async function moduleRules(path: string): Promise<string[]> {
  const result = await postcss(projectPlugins()).process(readFileSync(resolve(path), 'utf8'), { from: path });
  return declarations(result.root);
}

/** The rules of the style element Mantine generates for a component's responsive style props. */
export function inlineStyleRules(container: HTMLElement): string[] {
  const css = [...container.querySelectorAll('style[data-mantine-styles="inline"]')].map((s) => s.textContent).join('');
  return declarations(postcss.parse(css));
}
