'use client'

import dynamic from 'next/dynamic'

/**
 * The header's sign-in form, in its own chunk: it (with react-hook-form and zod) downloads
 * when the login flyout first opens, not with every page.
 */
export const LazyLoginForm = dynamic(() => import('./login-form.client').then((m) => m.LoginForm), {
  ssr: false,
})

/** Starts the download early (pointer over or focus on the login button). */
export function preloadLoginForm(): void {
  void import('./login-form.client')
}
