import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { useIntl, type IntlShape } from 'react-intl';
import { IntlRoot, MessagesProvider, warmFormatters, type Messages } from './remote-intl.tsx';

const shell: Messages = { 'shell.greeting': 'Hello', 'shared.close': 'Close' };
const remote: Messages = { 'shared.close': 'Close the panel', 'catalog.title': 'Catalogue' };
const ignore = () => undefined;

/** Says the given messages, and records every intl object it renders with. */
function Recorder({ ids, seen }: { ids: string[]; seen: IntlShape[] }) {
  const intl = useIntl();
  seen.push(intl);
  return <p>{ids.map((id) => intl.formatMessage({ id })).join(' | ')}</p>;
}

/** A page as the shell renders it: its root, then one remote's slot with that remote's messages. */
const page = (children: ReactNode, remoteMessages: Messages = remote) => (
  <IntlRoot locale="fr-FR" defaultLocale="en-IE" messages={shell} onError={ignore}>
    <MessagesProvider messages={remoteMessages}>{children}</MessagesProvider>
  </IntlRoot>
);

describe('IntlRoot and MessagesProvider', () => {
  it("adds a remote's messages to the shell's, the remote's winning on a shared id, in the page's locale", () => {
    const seen: IntlShape[] = [];
    render(page(<Recorder ids={['shell.greeting', 'shared.close', 'catalog.title']} seen={seen} />));
    expect(screen.getByRole('paragraph').textContent).toBe('Hello | Close the panel | Catalogue');
    expect(seen.at(-1)?.locale).toBe('fr-FR');
    expect(seen.at(-1)?.defaultLocale).toBe('en-IE');
  });

  it('leaves what is outside the remote with the shell’s messages alone', () => {
    render(
      <IntlRoot locale="fr-FR" messages={shell} onError={ignore}>
        <Recorder ids={['shared.close']} seen={[]} />
        <MessagesProvider messages={remote}>
          <Recorder ids={['shared.close']} seen={[]} />
        </MessagesProvider>
      </IntlRoot>,
    );
    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      'Close',
      'Close the panel',
    ]);
  });

  it('keeps the intl object across re-renders with the same messages, and builds a new one for new messages', () => {
    const seen: IntlShape[] = [];
    const { rerender } = render(page(<Recorder ids={['catalog.title']} seen={seen} />));
    rerender(page(<Recorder ids={['catalog.title']} seen={seen} />));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);

    rerender(page(<Recorder ids={['catalog.title']} seen={seen} />, { 'catalog.title': 'Catalogue (new)' }));
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(screen.getByRole('paragraph').textContent).toBe('Catalogue (new)');
  });
});

describe('warmFormatters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('warms the locale one step per timer, never inside the caller’s task', () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmFormatters('de-DE');
    expect(numbers).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(1);

    jest.runOnlyPendingTimers();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(numbers).toHaveBeenCalledWith('de-DE');
    expect(dates).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(1);

    jest.runOnlyPendingTimers();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledWith('de-DE');
    expect(jest.getTimerCount()).toBe(1);

    // The currency format and the plural rules, one timer each, then nothing is left scheduled.
    jest.runOnlyPendingTimers();
    expect(jest.getTimerCount()).toBe(1);
    jest.runOnlyPendingTimers();
    expect(jest.getTimerCount()).toBe(1);
    jest.runOnlyPendingTimers();
    expect(jest.getTimerCount()).toBe(0);
  });
});
