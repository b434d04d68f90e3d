/**
 * Error reporting rules of SPEC §8. Sentry is optional: without a DSN nothing is
 * initialised. 0.5 % of errors are sampled unless a setting says otherwise;
 * request failures with 503, 403 or 401, CSS chunk loading, network errors,
 * aborted requests and timeouts are never reported — they are the visitor's
 * connection or expected answers, not defects.
 */
export const SENTRY_SAMPLE_RATE = 0.005

const IGNORED_STATUSES = new Set([401, 403, 503])
const IGNORED_NAMES = new Set(['AbortError', 'TimeoutError', 'ApiTimeoutError', 'NetworkError', 'ApiAbortError', 'ApiNetworkError'])
const IGNORED_MESSAGES: RegExp[] = [
  /Loading CSS chunk/i,
  /CSS_CHUNK_LOAD_FAILED/,
  /^Failed to load chunk \S+\.css\b/i,
  /^Failed to fetch\b/,
  /^NetworkError when attempting to fetch resource\.?$/,
  /^Load failed$/,
  /^Network ?Error$/i,
  /^The (user|operation) (aborted a request|was aborted)\.?$/i,
  /^signal is aborted without reason$/i,
  /^timeout of \d+ms exceeded$/,
  /^Request failed with status code (401|403|503)$/,
]

/** The parts of a Sentry event the filter reads. */
export type ReportableEvent = { exception?: { values?: { type?: string; value?: string }[] }; message?: string }
export type ReportableHint = { originalException?: unknown }

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } }
  const status = e.status ?? e.statusCode ?? e.response?.status
  return typeof status === 'number' ? status : undefined
}

function isIgnoredText(name: string | undefined, message: string | undefined): boolean {
  if (name && IGNORED_NAMES.has(name)) return true
  return !!message && IGNORED_MESSAGES.some((pattern) => pattern.test(message))
}

/** beforeSend filter: false drops the event. Pure, so it is tested without the SDK. */
export function shouldReport(event: ReportableEvent, hint: ReportableHint = {}): boolean {
  const original = hint.originalException
  const status = statusOf(original)
  if (status !== undefined && IGNORED_STATUSES.has(status)) return false
  if (original instanceof Error || (original && typeof original === 'object' && 'message' in original)) {
    const e = original as { name?: string; message?: string }
    if (isIgnoredText(e.name, e.message)) return false
  } else if (typeof original === 'string' && isIgnoredText(undefined, original)) return false
  const values = event.exception?.values ?? []
  if (values.some((v) => isIgnoredText(v.type, v.value))) return false
  if (!values.length && event.message && isIgnoredText(undefined, event.message)) return false
  return true
}

/** A sample rate from a setting: a number from 0 to 1, otherwise the SPEC default. */
export function parseSampleRate(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return SENTRY_SAMPLE_RATE
  const rate = Number(value)
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    console.warn(`Ignoring sample rate "${value}": expected a number from 0 to 1; using ${SENTRY_SAMPLE_RATE}.`)
    return SENTRY_SAMPLE_RATE
  }
  return rate
}

export function sentryOptions(settings: { dsn?: string; environment: string; sampleRate?: string }) {
  if (!settings.dsn) return null
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    sampleRate: parseSampleRate(settings.sampleRate),
    tracesSampleRate: 0,
    sendDefaultPii: false,
    beforeSend<E extends ReportableEvent>(event: E, hint: ReportableHint): E | null {
      return shouldReport(event, hint) ? event : null
    },
  }
}
