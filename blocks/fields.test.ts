import { describe, expect, it } from 'vitest'

import { validatePhone } from './contact-teaser/config'
import { phoneHref } from './contact-teaser/phone'
import { validateUrl } from './fields'
import { validateVideoUrl, validateYouTubeId } from './video-fields'

describe('block field validation', () => {
  it('accepts site paths, https, mailto, tel and anchors as links and refuses the rest', () => {
    for (const ok of [
      '/de-ch/unternehmen',
      'https://www.tribo.ch',
      'mailto:info@tribo.ch',
      'tel:+41522605050',
      '#kontakt',
    ])
      expect(validateUrl(ok)).toBe(true)
    for (const bad of ['javascript:alert(1)', '//evil.example', 'www.tribo.ch', 'ftp://x'])
      expect(validateUrl(bad)).toMatch(/Use a path/)
    expect(validateUrl('')).toBe(true)
    expect(validateUrl('', true)).toBe('A link is required')
  })

  it('needs a video file address or a YouTube id, with a video file type', () => {
    expect(validateVideoUrl('/videos/werk.webm')).toBe(true)
    expect(validateVideoUrl('https://cdn.tribo.ch/film.mp4')).toBe(true)
    expect(validateVideoUrl('/videos/werk.avi')).toMatch(/\.mp4/)
    expect(validateVideoUrl('', { siblingData: { youtubeId: 'aqz-KE-bpKQ' } })).toBe(true)
    expect(validateVideoUrl('')).toMatch(/YouTube id/)
    expect(validateYouTubeId('aqz-KE-bpKQ')).toBe(true)
    expect(validateYouTubeId('https://youtu.be/aqz-KE-bpKQ')).toMatch(/11 letters/)
  })

  it('accepts phone numbers as people write them and dials them without spaces', () => {
    expect(validatePhone('+41 52 260 50 50')).toBe(true)
    expect(validatePhone('052 260 50 55')).toBe(true)
    expect(validatePhone('call me')).toMatch(/phone number/)
    expect(phoneHref('+41 52 260 50 50')).toBe('tel:+41522605050')
    expect(phoneHref('0041 (52) 260-50-50')).toBe('tel:+41522605050')
    expect(phoneHref('052 260 50 55')).toBe('tel:0522605055')
  })
})
