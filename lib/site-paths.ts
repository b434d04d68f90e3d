/** Turns a configured link target into a site URL in the locale. */
export function localizeUrl(target: string | null, locale: string): string | null {
  if (!target) return null
  if (/^https?:\/\//.test(target)) return target
  return target === '/' ? `/${locale}` : `/${locale}${target.startsWith('/') ? target : `/${target}`}`
}

/** A redirect target from the address: a path on this site only. */
export function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null
}
