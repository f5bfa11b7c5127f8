import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { useIntl, type IntlShape } from 'react-intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlRoot, MessagesProvider, nestedIntl, rootIntl, warmFormatters, type Messages } from './remote-intl.tsx';

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

describe('rootIntl and nestedIntl', () => {
  it('give the same intl object for the same catalogue object, locales and handler, and a new one otherwise', () => {
    const first = rootIntl({ locale: 'fr-FR', defaultLocale: 'en-IE', messages: shell, onError: ignore });
    expect(rootIntl({ locale: 'fr-FR', defaultLocale: 'en-IE', messages: shell, onError: ignore })).toBe(first);
    expect(rootIntl({ locale: 'de-DE', defaultLocale: 'en-IE', messages: shell, onError: ignore })).not.toBe(first);
    expect(rootIntl({ locale: 'fr-FR', messages: shell, onError: ignore })).not.toBe(first);
    expect(rootIntl({ locale: 'fr-FR', defaultLocale: 'en-IE', messages: shell, onError: () => undefined })).not.toBe(
      first,
    );
    // The same texts in another object (a catalogue read again) is another key: identity, not contents.
    expect(rootIntl({ locale: 'fr-FR', defaultLocale: 'en-IE', messages: { ...shell }, onError: ignore })).not.toBe(
      first,
    );
    expect(first.formatMessage({ id: 'shell.greeting' })).toBe('Hello');
  });

  it("nest a remote's catalogue once per parent: the same object again, the parent's locale and handler kept", () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => void errors.push(error);
    const parent = rootIntl({ locale: 'it-IT', defaultLocale: 'en-IE', messages: shell, onError });
    const nested = nestedIntl(parent, remote);
    expect(nestedIntl(parent, remote)).toBe(nested);
    expect(nested.locale).toBe('it-IT');
    expect(nested.formatMessage({ id: 'shared.close' })).toBe('Close the panel');
    expect(nested.formatMessage({ id: 'shell.greeting' })).toBe('Hello');
    nested.formatMessage({ id: 'missing.id' });
    expect(errors).toHaveLength(1);
    // Another parent (another language) gets its own.
    const other = nestedIntl(rootIntl({ locale: 'es-ES', messages: shell, onError }), remote);
    expect(other).not.toBe(nested);
    expect(other.locale).toBe('es-ES');
  });
});

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

  it('gives two separate renders (two requests on the server) of the same catalogues the same intl objects', () => {
    const first: IntlShape[] = [];
    const second: IntlShape[] = [];
    render(page(<Recorder ids={['catalog.title']} seen={first} />)).unmount();
    render(page(<Recorder ids={['catalog.title']} seen={second} />));
    expect(second[0]).toBe(first[0]);
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

describe('compiled messages with values', () => {
  const compiled = (text: string) => parse(text);
  const catalogue: Messages = {
    'catalog.add': compiled('Add {name} to the wishlist'),
    'catalog.count': compiled('{count, plural, one {# item} other {# items}}'),
  };

  it("format each call's values, per locale, without writing the message's syntax tree into a cache key again", () => {
    const english = rootIntl({ locale: 'en-IE', messages: catalogue });
    const german = rootIntl({ locale: 'de-DE', messages: catalogue });
    const say = () => [
      english.formatMessage({ id: 'catalog.add' }, { name: 'Blouse' }),
      english.formatMessage({ id: 'catalog.count' }, { count: 1 }),
      english.formatMessage({ id: 'catalog.count' }, { count: 1234 }),
      german.formatMessage({ id: 'catalog.count' }, { count: 1234 }),
    ];
    // The first call of each message and locale builds its formatter.
    expect(say()).toEqual(['Add Blouse to the wishlist', '1 item', '1,234 items', '1.234 items']);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(say()).toEqual(['Add Blouse to the wishlist', '1 item', '1,234 items', '1.234 items']);
      expect(english.formatMessage({ id: 'catalog.add' }, { name: 'Skirt' })).toBe('Add Skirt to the wishlist');
      expect(stringify.mock.calls.filter(([value]) => hasTree(value)).length).toBe(0);
    } finally {
      stringify.mockRestore();
    }
  });
});

/**
 * Whether what JSON.stringify was given holds a message's syntax tree (an array of elements of a numeric `type`), a
 * few levels down (fast-memoize's key is the JSON of an `arguments` object holding the formatter's arguments).
 */
function hasTree(value: unknown, depth = 3): boolean {
  if (typeof value !== 'object' || value === null || !('length' in value) || depth === 0) return false;
  const items = Array.from(value as ArrayLike<unknown>);
  return items.some(
    (item) => typeof (item as { type?: unknown } | null)?.type === 'number' || hasTree(item, depth - 1),
  );
}
