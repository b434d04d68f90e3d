// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CHUNK_LOAD_TIMEOUT_MS, watchChunkLoading } from './chunk-load-timeout'

let stop: () => void
beforeEach(() => {
  vi.useFakeTimers()
  stop = watchChunkLoading(document)
})
afterEach(() => {
  stop()
  vi.useRealTimers()
  document.head.innerHTML = ''
})

function addScript(src: string) {
  const script = document.createElement('script')
  script.src = src
  script.onerror = vi.fn()
  document.head.appendChild(script)
  return script
}

const flushObserver = () => Promise.resolve()

describe('page chunk loading timeout', () => {
  it('is 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  it('fails a chunk that is still loading after 120 s', async () => {
    const script = addScript('/_next/static/chunks/page-abc.js')
    await flushObserver()
    vi.advanceTimersByTime(119_999)
    expect(script.onerror).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(script.onerror).toHaveBeenCalledTimes(1)
  })

  it('leaves a chunk alone once it loaded', async () => {
    const script = addScript('/_next/static/chunks/page-abc.js')
    await flushObserver()
    script.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS)
    expect(script.onerror).not.toHaveBeenCalled()
  })

  it('ignores scripts that are not chunks', async () => {
    const script = addScript('https://www.google.com/recaptcha/api.js')
    await flushObserver()
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS)
    expect(script.onerror).not.toHaveBeenCalled()
  })
})
