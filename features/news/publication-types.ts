/** How an article was published (the news list's publicationType filter). */
export const PUBLICATION_TYPES = ['news', 'press-release', 'technical-article', 'event-report'] as const
export type PublicationType = (typeof PUBLICATION_TYPES)[number]
