/**
 * Each app ships its own namespace of messages. A remote wraps what it renders in this provider,
 * which adds its messages to the ones already provided (the shell's), so shared texts stay reachable.
 */
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

export type Messages = Record<string, string>;

export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useIntl();
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={{ ...(parent.messages as Messages), ...messages }}
      onError={parent.onError}
    >
      {children}
    </IntlProvider>
  );
}
