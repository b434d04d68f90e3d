/**
 * Error reporting rules of SPEC §8: sample 0.5 % of errors; ignore 503/403/401
 * request failures, CSS chunk loading, network errors, aborted requests and
 * timeouts. Without a DSN nothing is initialised (the service is optional).
 */
export const SENTRY_SAMPLE_RATE = 0.005

export const IGNORED_ERRORS: (string | RegExp)[] = [
  /status code (503|403|401)/i,
  /\b(503|403|401)\b.*request failed/i,
  /Loading CSS chunk/i,
  /CSS_CHUNK_LOAD_FAILED/i,
  /Network ?Error/i,
  /Failed to fetch/i,
  /NetworkError when attempting to fetch resource/i,
  /Load failed/i,
  /AbortError/i,
  /The (user|operation) aborted a request/i,
  /timeout/i,
  /TimeoutError/i,
]

export function sentryOptions(dsn: string | undefined, environment: string) {
  if (!dsn) return null
  return { dsn, environment, sampleRate: SENTRY_SAMPLE_RATE, tracesSampleRate: 0, ignoreErrors: IGNORED_ERRORS, sendDefaultPii: false }
}
