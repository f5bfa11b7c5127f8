import { createConnection, type ConnectionWindow } from './connection.ts';

/** A window whose connection the test switches: `navigator.onLine` and the events a browser fires with it. */
function fakeWindow(onLine = true) {
  const target = new EventTarget();
  const navigator = { onLine };
  const win = Object.assign(target, { navigator }) as unknown as ConnectionWindow;
  return {
    win,
    navigator,
    goOffline() {
      navigator.onLine = false;
      target.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      navigator.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

describe('the connection', () => {
  it('follows the browser: online at first, offline and back with its events, the way back noted', () => {
    const browser = fakeWindow();
    const connection = createConnection({ window: browser.win });
    const heard = jest.fn();
    connection.subscribe(heard);
    expect(connection.state()).toEqual({ online: true, offlinePage: null, backOnline: false });

    browser.goOffline();
    expect(connection.state()).toEqual({ online: false, offlinePage: null, backOnline: false });
    browser.goOnline();
    expect(connection.state()).toEqual({ online: true, offlinePage: null, backOnline: true });
    expect(heard).toHaveBeenCalledTimes(2);

    connection.settle();
    expect(connection.state().backOnline).toBe(false);
  });

  it('starts offline when the browser is', () => {
    expect(createConnection({ window: fakeWindow(false).win }).state().online).toBe(false);
  });

  it('a failure while the browser is online is not the connection’s: nothing changes', () => {
    const connection = createConnection({ window: fakeWindow().win });
    const heard = jest.fn();
    connection.subscribe(heard);
    expect(connection.failed('/en/3-women')).toBe(false);
    expect(connection.state()).toEqual({ online: true, offlinePage: null, backOnline: false });
    expect(heard).not.toHaveBeenCalled();
  });

  it('offline, a failure names the page that was loading; one while no page loads only says offline', () => {
    const browser = fakeWindow();
    const connection = createConnection({ window: browser.win });
    browser.goOffline();
    expect(connection.failed(null)).toBe(true);
    expect(connection.state().offlinePage).toBeNull();
    expect(connection.failed('/en/3-women')).toBe(true);
    expect(connection.state().offlinePage).toBe('/en/3-women');
    // A widget failing later does not take the screen away from the page that could not load.
    expect(connection.failed(null)).toBe(true);
    expect(connection.state().offlinePage).toBe('/en/3-women');
  });

  it('a failure tells of being offline when the event was missed (it fired before the app ran)', () => {
    const browser = fakeWindow();
    const connection = createConnection({ window: browser.win });
    browser.navigator.onLine = false;
    expect(connection.failed('/en/3-women')).toBe(true);
    expect(connection.state()).toEqual({ online: false, offlinePage: '/en/3-women', backOnline: false });
  });

  it('back online, the failures are forgotten before the page is shown again; so on Try again', () => {
    const browser = fakeWindow();
    const seen: (string | null)[] = [];
    const connection = createConnection({
      window: browser.win,
      // What the page will find when it is tried again: the failures already forgotten.
      forget: () => seen.push(connection.state().offlinePage),
    });
    const shown: (string | null)[] = [];
    connection.subscribe(() => shown.push(connection.state().offlinePage));
    browser.goOffline();
    connection.failed('/en/3-women');
    connection.retry();
    expect(seen).toEqual(['/en/3-women']);
    expect(connection.state().offlinePage).toBeNull();

    connection.failed('/en/3-women');
    browser.goOnline();
    expect(seen).toEqual(['/en/3-women', '/en/3-women']);
    expect(connection.state()).toEqual({ online: true, offlinePage: null, backOnline: true });
    expect(shown.at(-1)).toBeNull();
  });

  it('an online event without having been offline brings no notice', () => {
    const browser = fakeWindow();
    const connection = createConnection({ window: browser.win });
    browser.goOnline();
    expect(connection.state().backOnline).toBe(false);
  });
});
