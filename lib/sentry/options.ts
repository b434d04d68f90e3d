import { type ReportableEvent, type ReportableHint, shouldReport } from './should-report'

/**
 * Error reporting settings, shared by the server (instrumentation.ts),
 * the browser (instrumentation-client.ts) and the ingest integration test.
 * Sentry is optional: without a DSN nothing is initialised and nothing is sent.
 */

/** Share of errors reported unless a setting raises it. */
export const SENTRY_SAMPLE_RATE = 0.005

/**
 * A sample rate from a setting: a number from 0 to 1. Missing → the
 * default above; invalid → the default with a warning, so a typo never switches
 * reporting off or floods the quota.
 */
export function parseSampleRate(value: string | undefined, settingName = 'Sentry sample rate'): number {
  if (value === undefined || value.trim() === '') return SENTRY_SAMPLE_RATE
  const rate = Number(value.trim())
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    console.warn(
      `Ignoring ${settingName} "${value}": expected a number from 0 to 1; using ${SENTRY_SAMPLE_RATE}.`,
    )
    return SENTRY_SAMPLE_RATE
  }
  return rate
}

export type SentrySettings = {
  /** Without a DSN error reporting is off. */
  dsn: string | undefined
  environment: string
  /** The raw setting; see parseSampleRate. */
  sampleRate?: string
  /** Named in the warning about an invalid sample rate. */
  sampleRateSettingName?: string
}

/** Options for `Sentry.init`, or null when no DSN is configured. */
export function sentryOptions(settings: SentrySettings) {
  const dsn = settings.dsn?.trim()
  if (!dsn) return null
  return {
    dsn,
    environment: settings.environment,
    sampleRate: parseSampleRate(settings.sampleRate, settings.sampleRateSettingName),
    // Errors only: the sample rate is for errors; traces are not sent and skip beforeSend.
    tracesSampleRate: 0,
    sendDefaultPii: false,
    beforeSend<E extends ReportableEvent>(event: E, hint: ReportableHint): E | null {
      return shouldReport(event, hint) ? event : null
    },
  }
}
