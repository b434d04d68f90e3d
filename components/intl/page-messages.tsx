import 'server-only'

import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { pickNamespaces, type Messages } from '@/lib/i18n/client-messages'

import { MoreMessages } from './more-messages.client'

/** Hands the page's islands the message namespaces they use, besides the layout's shell namespaces. */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[]
  children: ReactNode
}) {
  const messages = (await getMessages()) as Messages
  return (
    <MoreMessages messages={pickNamespaces(messages, namespaces) as AbstractIntlMessages}>
      {children}
    </MoreMessages>
  )
}

/**
 * A page whose islands use these namespaces (lib/i18n/client-namespaces.test.ts
 * reads the list from the page's source and checks it against its islands).
 */
export function withPageMessages<P>(
  namespaces: readonly string[],
  Page: (props: P) => Promise<ReactNode> | ReactNode,
) {
  return async function PageWithMessages(props: P): Promise<ReactNode> {
    return <PageMessages namespaces={namespaces}>{await Page(props)}</PageMessages>
  }
}
