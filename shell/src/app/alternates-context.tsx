/** The rendered page's alternates for the layout: the same value on the server and at hydration (from PageData). */
import { createContext, useContext, type ReactNode } from 'react';
import type { PageAlternates } from './page-data.ts';

const AlternatesContext = createContext<PageAlternates | undefined>(undefined);

export function AlternatesProvider({
  alternates,
  children,
}: {
  alternates: PageAlternates | undefined;
  children: ReactNode;
}) {
  return <AlternatesContext.Provider value={alternates}>{children}</AlternatesContext.Provider>;
}

/** The alternates of the page the server rendered, if it named them; whether they still apply is the caller's check. */
export function usePageAlternates(): PageAlternates | undefined {
  return useContext(AlternatesContext);
}
