/** Target and rel of a link: a new window always gets noopener noreferrer (SPEC §3 Navigation entry). */
export function linkTarget(newTab: boolean | null | undefined): { target?: '_blank'; rel?: string } {
  return newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
