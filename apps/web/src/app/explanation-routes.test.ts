import { describe, expect, it } from 'vitest';
import { EXPLANATION_TARGET_OF_ROUTE, EXPLANATION_TARGETS, ROUTES_WITHOUT_EXPLANATION } from '@berufswahl/contracts/cms/explanation-targets';

/**
 * Decision 140: every screen of the router shows the explanation box the contracts' map names for
 * its route – the boxes were lost once when real screens replaced placeholders. The sources are
 * read as text (Vite's `?raw`), so the test needs no browser: the router's routes with the module
 * each one loads, and each such module's `<ExplanationBox target="…" />`.
 */
const SOURCES = import.meta.glob<string>(['./router.tsx', './**/*.tsx', '../features/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const routerSource = SOURCES['./router.tsx'] ?? '';
const screenRoutesSource = routerSource.slice(routerSource.indexOf('function screenRoutes'), routerSource.indexOf('export function createAppRouter'));

/** `{ path: 'x', lazy: screen(() => import('…'), …) }` and the index route, as the router writes them. */
const ROUTE_PATTERN = /(?:path: '([^']+)'|index: (true)),\s*lazy: screen\(\s*\(\) => import\('([^']+)'\)/g;

const routes = [...screenRoutesSource.matchAll(ROUTE_PATTERN)].map((match) => ({
  path: match[2] ? '' : (match[1] ?? ''),
  module: `${resolve(match[3] ?? '')}.tsx`,
}));

/** `../features/x/y` seen from app/ → the key import.meta.glob uses (`../features/x/y`, `./dashboard/z`). */
function resolve(specifier: string): string {
  return specifier.startsWith('./') || specifier.startsWith('../') ? specifier : `./${specifier}`;
}

/**
 * A route's module source, and – when the module only re-exports screens (a feature's `screens.tsx`
 * that several routes load as one chunk) – the sources of the screens it re-exports.
 */
function sourcesOf(module: string): string {
  const source = SOURCES[module] ?? '';
  const folder = module.slice(0, module.lastIndexOf('/') + 1);
  const reExported = [...source.matchAll(/^export \{[^}]+\} from '\.\/([^']+)';$/gm)].map((match) => SOURCES[`${folder}${match[1] ?? ''}.tsx`] ?? '');
  return [source, ...reExported].join('\n');
}

const targetOf = EXPLANATION_TARGET_OF_ROUTE as Record<string, string>;
const withoutExplanation = ROUTES_WITHOUT_EXPLANATION as Record<string, string>;

describe('explanation boxes of the router’s screens', () => {
  it('reads every route of the router', () => {
    const declared = (screenRoutesSource.match(/path: '|index: true/g) ?? []).length;
    expect(routes.length).toBeGreaterThan(20);
    // A route written another way would be skipped silently; then this pattern needs to learn it.
    expect(routes.length).toBe(declared);
  });

  it('names for every route either its target or why it has none', () => {
    const listed = [...Object.keys(targetOf), ...Object.keys(withoutExplanation)];
    expect(routes.map((route) => route.path).sort()).toEqual([...listed].sort());
    expect(Object.keys(targetOf).filter((path) => path in withoutExplanation)).toEqual([]);
  });

  it('shows the mapped explanation box on every screen that has one', () => {
    const missing = routes
      .filter((route) => route.path in targetOf)
      .filter((route) => !sourcesOf(route.module).includes(`<ExplanationBox target="${targetOf[route.path]}" />`))
      .map((route) => `${route.path || '(Startseite)'} → ${route.module} zeigt nicht „${targetOf[route.path]}“`);
    expect(missing).toEqual([]);
  });

  it('shows every target on some screen, and no screen a target outside the map', () => {
    const rendered = Object.values(SOURCES).flatMap((source) =>
      [...source.matchAll(/<ExplanationBox target="([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    expect([...new Set(rendered)].sort()).toEqual([...EXPLANATION_TARGETS].sort());
  });
});
