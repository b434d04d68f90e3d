import type { IframeBlock as Data } from '@/cms/payload-types'

import { BlockSection } from '../section'

/** An embedded page at the editor's height, lazily loaded and without access to this site. */
export function IframeBlock({ block }: { block: Data }) {
  return (
    <BlockSection type="iframe" width={block.width} id={block.id}>
      <iframe
        src={block.url}
        title={block.title}
        height={block.height}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        style={{ width: '100%', border: 0, display: 'block' }}
      />
    </BlockSection>
  )
}
