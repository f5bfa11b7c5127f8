/**
 * Each app ships its own namespace of messages. A remote wraps what it renders in this provider,
 * which adds its messages to the ones already provided (the shell's), so shared texts stay reachable.
 */
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue: plain ICU strings (sources, tests) or, in built apps, ASTs compiled at build time
 * (build/messages-loader.cjs). One catalogue is never a mix, which is what react-intl accepts.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Later catalogues win; every catalogue of one build comes from the same pipeline, so the merge stays uniform. */
export const mergeMessages = (...catalogues: Messages[]): Messages => Object.assign({}, ...catalogues) as Messages;

export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useIntl();
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={mergeMessages(parent.messages as Messages, messages)}
      onError={parent.onError}
    >
      {children}
    </IntlProvider>
  );
}
