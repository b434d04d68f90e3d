/** Videos and YouTube embeds are 9/16 as high as they are wide. */
export const VIDEO_HEIGHT_FACTOR = 9 / 16
/** The privacy-enhanced YouTube host: no cookies until the visitor plays. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'
const YOUTUBE_ID = /^[\w-]{11}$/

export function isYouTubeId(id: string): boolean {
  return YOUTUBE_ID.test(id)
}

export function youTubeEmbedUrl(videoId: string): string {
  if (!isYouTubeId(videoId)) throw new Error(`"${videoId}" is not a YouTube video id.`)
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${videoId}?autoplay=1&rel=0`
}
