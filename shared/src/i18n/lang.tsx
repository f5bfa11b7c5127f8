import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, type Locale } from './locales.ts';

const LangContext = createContext<Locale>(defaultLocale);

/** The language of the page (the route's prefix); the shell provides it. */
export function LangProvider({ lang, children }: { lang: Locale; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export const useLang = (): Locale => useContext(LangContext);
