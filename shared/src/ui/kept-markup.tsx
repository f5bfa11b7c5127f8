/**
 * Markup the server renders once and reuses (ADR 0600, "A tile rendered once"): an element whose inside depends only
 * on its key and on what every render of a page shares (its language, the registry's versions, the shop's settings),
 * never on the address, the visitor or where in the tree it sits. A listing's product tiles are the case: the same
 * product shows the same tile on home, in its category and under another product, and tiles were half of an uncached
 * listing's render.
 *
 * Without a `KeptMarkupProvider` (the browser, a personal page, tests) `Kept` renders its element with its children.
 * With one (the server's whole render of a shared page), an element kept before is written with its kept inside as
 * HTML, the same bytes, which the browser hydrates as if React had rendered them; one not kept yet is rendered and
 * marked, and the server keeps its inside once the page is whole (`keptMarkAttribute`, taken off the page again).
 *
 * What the inside must not hold, or a reused copy would differ from a fresh render: an id from `useId` in the markup,
 * anything read from the address or the visitor, and resources React hoists to the head (an image preloaded for its
 * `fetchPriority="high"`, a stylesheet with `precedence`): give no key to the elements that render those. Nor raw HTML
 * (`dangerouslySetInnerHTML`) inside: the server finds a kept element's end by counting its tag in React's escaped
 * markup, which a comment or an unclosed tag in raw HTML would miscount. And what the inside renders must not depend
 * on a provider above it that another page may lack (a tile's saved-list notices read `SavedNotices`): every page that
 * shows the element gives it the same ones.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** What the server's render is handed: the kept insides, and a mark for an element to keep. */
export interface KeptMarkup {
  /** The inside kept for `key`, if any. */
  get(key: string): string | undefined;
  /** The value of `keptMarkAttribute` to write on the element to keep for `key`. */
  mark(key: string): string;
}

/** The attribute that marks an element to keep in the server's render; never left in a page. */
export const keptMarkAttribute = 'data-kept-markup';

const KeptMarkupContext = createContext<KeptMarkup | null>(null);

/** Given by the server's whole render of a shared page; nowhere else. */
export const KeptMarkupProvider = KeptMarkupContext.Provider;

export interface KeptProps {
  /** The element written around the kept inside. */
  as: 'li' | 'div';
  /** Everything the inside depends on beyond the page's language, versions and settings; undefined: never kept. */
  keepKey: string | undefined;
  children: ReactNode;
}

export function Kept({ as: Element, keepKey, children }: KeptProps) {
  const kept = useContext(KeptMarkupContext);
  if (!kept || keepKey === undefined) return <Element>{children}</Element>;
  const inside = kept.get(keepKey);
  if (inside !== undefined) return <Element dangerouslySetInnerHTML={{ __html: inside }} />;
  return <Element {...{ [keptMarkAttribute]: kept.mark(keepKey) }}>{children}</Element>;
}

/**
 * A `Kept` element's key: its name and the JSON of what it shows, so a changed product, menu or footer is rendered
 * anew. Written once per frozen value and name (a store's reply, `mapProduct`'s product: the same object on every
 * render); any other value's key is written each time.
 */
export function keptKeyOf(name: string, value: object): string {
  let key = keptKeys.get(value)?.get(name);
  if (key === undefined) {
    key = `${name}:${JSON.stringify(value)}`;
    if (Object.isFrozen(value)) {
      const byName = keptKeys.get(value) ?? new Map<string, string>();
      byName.set(name, key);
      keptKeys.set(value, byName);
    }
  }
  return key;
}
const keptKeys = new WeakMap<object, Map<string, string>>();
