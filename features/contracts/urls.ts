/**
 * The detail address of a contract. A tenant may point contractDetailUrl
 * elsewhere: an absolute URL or a path inside the locale, either
 * with a {contractNumber} placeholder or as the base the number is appended to.
 */
export function contractUrl(
  configured: string | null | undefined,
  locale: string,
  contractNumber: string,
  fallback: (contractNumber: string) => string,
): string {
  const number = encodeURIComponent(contractNumber)
  const target = configured?.trim()
  if (!target) return `/${locale}${fallback(contractNumber)}`
  const base = /^https?:\/\//.test(target)
    ? target
    : `/${locale}${target.startsWith('/') ? target : `/${target}`}`
  if (base.includes('{contractNumber}')) return base.replaceAll('{contractNumber}', number)
  return `${base.replace(/\/+$/, '')}/${number}`
}
