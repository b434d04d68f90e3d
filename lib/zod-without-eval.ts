/**
 * Zod 4 compiles object schemas with `new Function` when the page allows it,
 * and probes once with `Function("")` to find out. Under the site's CSP
 * (no 'unsafe-eval') the probe fails as intended, but the browser reports it
 * as a CSP violation (DevTools issues, Lighthouse best practices). Set before
 * any schema parses, `jitless` skips the probe and the compilation.
 *
 * Written to zod's global configuration object without importing zod, so the
 * earliest client script stays free of it (zod adopts an existing object).
 */
export function zodWithoutEval(scope: typeof globalThis = globalThis): void {
  const holder = scope as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
  holder.__zod_globalConfig ??= {}
  holder.__zod_globalConfig.jitless = true
}
