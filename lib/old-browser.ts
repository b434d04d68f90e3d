/**
 * Browsers that cannot run the site (it needs what Next 16 targets: Chrome and
 * Edge 111, Firefox 111, Safari 16.4). They get the old-browser page instead.
 * Unknown agents (bots, tools) are let through.
 */
export const OLD_BROWSER_SEGMENT = 'browser-not-supported'

const MINIMUM = { chrome: 111, firefox: 111, safari: [16, 4] as const }

export function isUnsupportedBrowser(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false
  const ua = userAgent
  if (/MSIE |Trident\//.test(ua)) return true
  if (/Edge\/\d+/.test(ua)) return true // EdgeHTML, before Chromium
  if (/Opera Mini/.test(ua)) return true
  const firefox = /Firefox\/(\d+)/.exec(ua)
  if (firefox) return Number(firefox[1]) < MINIMUM.firefox
  const chromium = /(?:Chrome|Chromium|CriOS|Edg)\/(\d+)/.exec(ua)
  if (chromium) return Number(chromium[1]) < MINIMUM.chrome
  const safari = /Version\/(\d+)(?:\.(\d+))?.*Safari\//.exec(ua)
  if (safari) {
    const [major, minor] = [Number(safari[1]), Number(safari[2] ?? 0)]
    return major < MINIMUM.safari[0] || (major === MINIMUM.safari[0] && minor < MINIMUM.safari[1])
  }
  return false
}
