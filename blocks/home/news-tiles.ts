/** The home news block shows up to 3 articles … */
export const HOME_NEWS_TILES = 3

/** … and adds an all-news tile when there are fewer than 3 articles and a link exists. */
export function showAllNewsTile(articleCount: number, allNewsUrl: string | null | undefined): boolean {
  return articleCount > 0 && articleCount < HOME_NEWS_TILES && !!allNewsUrl
}
