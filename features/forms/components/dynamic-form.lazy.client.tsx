'use client'

import dynamic from 'next/dynamic'

/**
 * The form block's form, in its own chunk: react-hook-form, zod and the field widgets
 * download only on pages that show a form, not on every page of the content route.
 */
export const LazyDynamicForm = dynamic(() => import('./dynamic-form.client').then((m) => m.DynamicForm))
