import type { ReactNode } from 'react'

/**
 * Own root layout for the benchmark yardstick: no providers, no fonts, no
 * tenant or locale handling — only the document shell.
 */
export default function BenchReferenceLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  )
}
