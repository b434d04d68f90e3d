/** Target and rel of a link: a new window always gets noopener noreferrer. */
export function linkTarget(newTab: boolean | null | undefined): { target?: '_blank'; rel?: string } {
  return newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
