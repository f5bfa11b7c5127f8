/** What the server learnt about the visitor (from PageData): the same value on the server and at hydration. */
import { createContext, useContext, type ReactNode } from 'react';
import type { VisitorData } from './visitor.ts';

const VisitorContext = createContext<VisitorData>({ consent: null });

export function VisitorProvider({ visitor, children }: { visitor: VisitorData | undefined; children: ReactNode }) {
  return <VisitorContext.Provider value={visitor ?? { consent: null }}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): VisitorData {
  return useContext(VisitorContext);
}
