import { Video } from '@/components/video/video.client'
import { YouTubeEmbed } from '@/components/video/youtube-embed.client'
import { mediaDoc, type MediaRef } from '@/lib/media'

/** A block's video: the YouTube player (loaded only on play) when an id is given, otherwise the file. */
export function VideoSource({
  title,
  url,
  youtubeId,
  poster,
}: {
  title: string
  url?: string | null
  youtubeId?: string | null
  poster?: MediaRef
}) {
  const posterUrl = mediaDoc(poster)?.sizes?.large?.url ?? mediaDoc(poster)?.url ?? undefined
  if (youtubeId) return <YouTubeEmbed videoId={youtubeId} title={title} poster={posterUrl} />
  if (!url) return null
  const type = url.toLowerCase().includes('.webm')
    ? 'video/webm'
    : url.toLowerCase().includes('.ogg')
      ? 'video/ogg'
      : 'video/mp4'
  return <Video src={url} title={title} poster={posterUrl} type={type} />
}
