/** Test helper: render inside an IntlProvider with the real English forms messages (a missing id fails the test). */
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { render } from '@testing-library/react';
import en from '../../../locales/en/forms.json';

export function renderInEnglish(ui: ReactElement) {
  return render(
    <IntlProvider
      locale="en"
      messages={en}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </IntlProvider>,
  );
}

/** A promise the test settles by hand, to look at the form while a submit runs. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
