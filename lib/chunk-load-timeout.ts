/**
 * Loading a page (JavaScript) chunk fails with a ChunkLoadError after
 * 120 s. Turbopack's browser runtime waits for a chunk script without a time
 * limit and turns the script's `error` event into a ChunkLoadError; this
 * watchdog fires that event for a chunk script still pending after the limit,
 * so a hanging connection ends in the same, recoverable error as a failed one.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

const CHUNK_PATH = '/_next/static/chunks/'

function isChunkScript(node: Node): node is HTMLScriptElement {
  return node instanceof HTMLScriptElement && !!node.src && node.src.includes(CHUNK_PATH)
}

export function watchChunkLoading(root: Document = document, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => void {
  const timers = new Map<HTMLScriptElement, ReturnType<typeof setTimeout>>()
  const settle = (script: HTMLScriptElement) => {
    clearTimeout(timers.get(script))
    timers.delete(script)
  }
  const watch = (script: HTMLScriptElement) => {
    if (timers.has(script)) return
    script.addEventListener('load', () => settle(script), { once: true })
    script.addEventListener('error', () => settle(script), { once: true })
    timers.set(
      script,
      setTimeout(() => {
        timers.delete(script)
        script.dispatchEvent(new Event('error'))
      }, timeoutMs),
    )
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => isChunkScript(node) && watch(node))
  })
  observer.observe(root.head, { childList: true })
  return () => {
    observer.disconnect()
    timers.forEach((timer) => clearTimeout(timer))
    timers.clear()
  }
}
