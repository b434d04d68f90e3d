/**
 * Security headers for the site (not the CMS, which brings its own). The CSP
 * allows what the product embeds: Google Maps, reCAPTCHA, YouTube, Sentry.
 * frame-ancestors lets the CMS show pages in live preview.
 */
export function securityHeaders(): { key: string; value: string }[] {
  const isDev = process.env.NODE_ENV !== 'production'
  const cmsOrigins = (process.env.CMS_ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)
  // Editors' iframe and magazine blocks may embed these origins besides this site (e.g. https://e.issuu.com).
  const embedOrigins = (process.env.EMBED_FRAME_ORIGINS ?? '').split(',').map((o) => o.trim()).filter((o) => /^https:\/\/[\w.-]+(:\d+)?$/.test(o))
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''} https://maps.googleapis.com https://www.google.com https://www.gstatic.com`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https://maps.gstatic.com https://maps.googleapis.com https://*.ytimg.com",
    "font-src 'self' data: https://fonts.gstatic.com",
    "connect-src 'self' https://maps.googleapis.com https://*.ingest.sentry.io https://*.ingest.de.sentry.io https://www.google.com",
    `frame-src 'self' https://www.google.com https://www.youtube-nocookie.com https://www.youtube.com ${embedOrigins.join(' ')}`.trim(),
    `frame-ancestors 'self' http://localhost:* http://*.localhost:* ${cmsOrigins.join(' ')}`.trim(),
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  ]
}
