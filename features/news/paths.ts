/** The page of one news article. */
export function newsPath(locale: string, slug: string): string {
  return `/${locale}/news/${encodeURIComponent(slug)}`
}
