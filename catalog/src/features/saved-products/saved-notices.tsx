/**
 * One polite live region for the saved-list notices of a page. A listing shows a wishlist and a compare button on
 * every tile; a region per button would put some fifty empty status regions in the page. Buttons post what to say
 * here and keep showing their notice (with its link) beside themselves; the region only carries the announcement.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

interface Announcer {
  post(key: string, text: string): void;
  /** Takes a notice back, unless another one has replaced it since. */
  withdraw(key: string): void;
}

const AnnouncerContext = createContext<Announcer | null>(null);

/**
 * Gives what it wraps one region for its notices; inside another `SavedNotices` it adds nothing, so a button can
 * wrap itself for the case no page did (a page renders one, a button alone has its own).
 */
export function SavedNotices({ children }: { children: ReactNode }) {
  return useContext(AnnouncerContext) ? children : <Region>{children}</Region>;
}

function Region({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<{ key: string; text: string } | null>(null);
  const announcer = useMemo<Announcer>(
    () => ({
      post: (key, text) => setNotice({ key, text }),
      withdraw: (key) => setNotice((current) => (current?.key === key ? null : current)),
    }),
    [],
  );
  return (
    <AnnouncerContext.Provider value={announcer}>
      {children}
      {/* Rendered empty from the start (server included) so screen readers announce a notice when it appears. */}
      <span role="status" className="visually-hidden">
        {notice?.text}
      </span>
    </AnnouncerContext.Provider>
  );
}

/** A page module's component with one notice region around it (for `src/exposed/`). */
export function withSavedNotices<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function WithSavedNotices(props: P) {
    return (
      <SavedNotices>
        <Page {...props} />
      </SavedNotices>
    );
  };
}

/** Announces `text` in the nearest region while it is not null; it goes when it turns null or its caller unmounts. */
export function useSavedNotice(text: string | null): void {
  const announcer = useContext(AnnouncerContext);
  const key = useId();
  useEffect(() => {
    if (!announcer || text === null) return;
    announcer.post(key, text);
    return () => announcer.withdraw(key);
  }, [announcer, key, text]);
}
