/**
 * Error reporting ignores request failures with status 503, 403 or
 * 401, CSS chunk loading, network errors, aborted requests and timeouts. They
 * are the visitor's connection or expected answers, not defects, and would
 * drown real errors in the 0.5 % sample.
 *
 * Structured fields (status, error name) are checked first; message patterns
 * are anchored, so a real error whose text merely mentions "401" or "timeout"
 * is still reported.
 */
const IGNORED_STATUSES = new Set([401, 403, 503])

/** Error names of ignored kinds: DOM/fetch errors and our lib/api errors (ApiTimeoutError …). */
const IGNORED_NAMES = new Set([
  'AbortError',
  'TimeoutError',
  'NetworkError',
  'ApiTimeoutError',
  'ApiAbortError',
  'ApiNetworkError',
])

/**
 * The browser SDK reports a DOMException without a stack as the string
 * "AbortError: The user aborted a request.", so the name may precede the text.
 */
const NAME_PREFIX = String.raw`(?:(?:TypeError|Error|DOMException|AbortError|TimeoutError|NetworkError): )?`
const anchored = (pattern: string, flags = '') => new RegExp(`^${NAME_PREFIX}${pattern}$`, flags)

const IGNORED_MESSAGES: RegExp[] = [
  // CSS chunks: webpack ("Loading CSS chunk 42 failed. (…)"), its error code, Turbopack's message.
  /\bLoading CSS chunk\b/i,
  /\bCSS_CHUNK_LOAD_FAILED\b/,
  /^Failed to load chunk \S+\.css(?:\?\S*)?(?:\s|$)/i,
  // Network errors of fetch in Chrome (optionally with the host), Firefox and Safari, and axios.
  anchored(String.raw`Failed to fetch(?: \([^)]*\))?`),
  anchored(String.raw`NetworkError when attempting to fetch resource\.?`),
  anchored(String.raw`Load failed(?: \([^)]*\))?`),
  anchored('Network ?Error', 'i'),
  // Aborted requests: fetch with an AbortController, DOMException texts.
  anchored(String.raw`The (?:user aborted a request|operation was aborted)\.?`, 'i'),
  anchored('signal is aborted without reason', 'i'),
  // Timeouts: axios-style "timeout of 30000ms exceeded" (our ApiTimeoutError) and AbortSignal.timeout().
  anchored(String.raw`timeout of \d+ms exceeded`),
  anchored(String.raw`signal timed out\.?`, 'i'),
  // Request failures reported as text only (axios and our ApiHttpError without messages).
  anchored(String.raw`Request failed with status code (?:401|403|503)`),
]

/** The parts of a Sentry event the filter reads. */
export type ReportableEvent = {
  exception?: { values?: { type?: string; value?: string }[] }
  message?: string
}
/** The part of a Sentry event hint the filter reads. */
export type ReportableHint = { originalException?: unknown }

/** The HTTP status an error carries: ours (`status`), Node/Payload (`statusCode`), axios (`response.status`). */
function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } | null }
  for (const status of [e.status, e.statusCode, e.response?.status]) {
    if (typeof status === 'number') return status
  }
  return undefined
}

function isIgnored(name: string | undefined, message: string | undefined): boolean {
  if (name && IGNORED_NAMES.has(name)) return true
  return !!message && IGNORED_MESSAGES.some((pattern) => pattern.test(message.trim()))
}

function isIgnoredOriginal(original: unknown): boolean {
  if (typeof original === 'string') return isIgnored(undefined, original)
  if (!original || typeof original !== 'object') return false
  const status = statusOf(original)
  if (status !== undefined && IGNORED_STATUSES.has(status)) return true
  const { name, message } = original as { name?: unknown; message?: unknown }
  return isIgnored(
    typeof name === 'string' ? name : undefined,
    typeof message === 'string' ? message : undefined,
  )
}

/** beforeSend filter: false drops the event. Pure, so it is tested without the SDK. */
export function shouldReport(event: ReportableEvent, hint: ReportableHint = {}): boolean {
  if (isIgnoredOriginal(hint.originalException)) return false
  const values = event.exception?.values ?? []
  if (values.some((value) => isIgnored(value.type, value.value))) return false
  // A captured message (no exception) is judged by its text alone.
  if (!values.length && event.message && isIgnored(undefined, event.message)) return false
  return true
}
