import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@storefront/shared/events';
import { consentCookie, type ConsentChoice } from '@storefront/shared/consent';
import { renderWithProviders } from '@storefront/shared/testing';
import en from '../../../locales/en/shell.json';
import { VisitorProvider } from '../app/visitor-context.tsx';
import { ConsentProvider } from './consent.tsx';
import { ConsentBanner, CookieSettingsButton } from './consent-banner.tsx';

const clearCookie = () => {
  document.cookie = `${consentCookie}=; Max-Age=0; Path=/`;
};

function renderBanner(consent: ConsentChoice | null) {
  const bus = createEventBus({ crossTab: false });
  const published: ConsentChoice[] = [];
  bus.subscribe('shell:consent-changed', (payload) => published.push(payload));
  renderWithProviders(
    <VisitorProvider visitor={{ consent }}>
      <ConsentProvider>
        <ConsentBanner />
        <main id="main" tabIndex={-1}>
          page
        </main>
        <CookieSettingsButton />
      </ConsentProvider>
    </VisitorProvider>,
    { messages: en, bus },
  );
  return { published };
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on this shop' });

describe('ConsentBanner', () => {
  afterEach(clearCookie);

  it('asks on a first visit: a region with a heading, not a modal', () => {
    renderBanner(null);
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Cookies on this shop' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a shared page, rendered for a first visit: the browser’s cookie closes it for a shopper who chose', () => {
    document.cookie = `${consentCookie}=necessary.statistics; Path=/`;
    renderBanner(null);
    expect(banner()).toBeNull();
  });

  it('reopened on a shared page, it clears the head script’s mark that hides it', async () => {
    document.cookie = `${consentCookie}=necessary; Path=/`;
    document.documentElement.setAttribute('data-consent-saved', '');
    renderBanner(null);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(banner()).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-consent-saved')).toBe(false);
  });

  it('is not there when a choice is saved', () => {
    renderBanner({ necessary: true, statistics: false, marketing: false });
    expect(banner()).toBeNull();
  });

  it('accept all: saves the cookie, publishes the choice, closes and hands the focus to the page', async () => {
    const { published } = renderBanner(null);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(document.cookie).toContain(`${consentCookie}=necessary.statistics.marketing`);
    expect(published).toEqual([{ necessary: true, statistics: true, marketing: true }]);
    expect(banner()).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('necessary only, by keyboard alone', async () => {
    const { published } = renderBanner(null);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Necessary only' }).focus();
    await user.keyboard('{Enter}');
    expect(document.cookie).toContain(`${consentCookie}=necessary`);
    expect(document.cookie).not.toContain('statistics');
    expect(published).toEqual([{ necessary: true, statistics: false, marketing: false }]);
  });

  it('saves chosen categories', async () => {
    const { published } = renderBanner(null);
    await userEvent.click(screen.getByText('Choose cookies'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistics' }));
    expect((screen.getByRole('checkbox', { name: 'Necessary (always on)' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(published).toEqual([{ necessary: true, statistics: true, marketing: false }]);
    expect(document.cookie).toContain(`${consentCookie}=necessary.statistics`);
  });

  it('reopens from Cookie settings with the saved choice, focused on its heading; focus returns to the button', async () => {
    renderBanner({ necessary: true, statistics: false, marketing: true });
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settings);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookies on this shop' }));
    expect((screen.getByRole('checkbox', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Statistics' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
  });

  describe('the room it keeps at the end of the page', () => {
    /** Reports a banner height as a browser's ResizeObserver would. */
    let resize: (height: number) => void = () => undefined;
    const reserved = () => {
      const [padding, scrollPadding] = [
        document.body.style.paddingBottom,
        document.documentElement.style.scrollPaddingBottom,
      ];
      expect(scrollPadding).toBe(padding);
      return padding;
    };

    beforeEach(() => {
      jest.spyOn(globalThis, 'ResizeObserver').mockImplementation(
        (callback) =>
          ({
            observe(target: Element) {
              resize = (height) =>
                callback(
                  [
                    {
                      target,
                      borderBoxSize: [{ blockSize: height, inlineSize: 400 }],
                    } as unknown as ResizeObserverEntry,
                  ],
                  this as ResizeObserver,
                );
            },
            unobserve() {},
            disconnect() {
              resize = () => undefined;
            },
          }) as ResizeObserver,
      );
    });
    afterEach(() => jest.restoreAllMocks());

    it('is the banner’s height while it shows, following its size, and nothing once it closes', async () => {
      renderBanner(null);
      act(() => resize(180.4));
      expect(reserved()).toBe('181px');
      act(() => resize(240));
      expect(reserved()).toBe('240px');
      await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
      expect(reserved()).toBe('');
    });

    it('comes back when the banner is reopened from Cookie settings', async () => {
      renderBanner({ necessary: true, statistics: false, marketing: false });
      expect(reserved()).toBe('');
      await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
      act(() => resize(300));
      expect(reserved()).toBe('300px');
    });
  });
});
