/**
 * Brings a `#fragment` of another page into view once its element exists. react-router's `<ScrollRestoration>` looks
 * for it as the page commits, but a page of this shop often renders its content a moment later (a remote's data
 * arriving after its skeleton): the element is then waited for, until it appears, the shopper scrolls on their own, or
 * a few seconds have passed. A first load and Back/Forward keep the browser's and the router's own scroll.
 */
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long an element named by the fragment is waited for. */
export const fragmentWaitMs = 8000;

/** Input that means the shopper is scrolling on their own. */
const ownScroll = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

function elementNamed(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // Not a decodable id: nothing to look for.
  }
}

export function FragmentIntoView() {
  // Each navigation is a new location, even to the same fragment again.
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    const { hash } = location;
    // The page the document arrived with is a POP too: the browser brought its fragment into view.
    if (!hash || type === 'POP' || elementNamed(hash)) return;
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const name of ownScroll) window.removeEventListener(name, stop);
    };
    const observer = new MutationObserver(() => {
      const element = elementNamed(hash);
      if (!element) return;
      stop();
      element.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(stop, fragmentWaitMs);
    for (const name of ownScroll) window.addEventListener(name, stop, { passive: true });
    return stop;
  }, [location, type]);
  return null;
}
