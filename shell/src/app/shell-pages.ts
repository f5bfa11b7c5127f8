/** The pages the shell renders itself, by the name the route table gives them (shaped like a remote's page module). */
import type { PageProps, RemoteModule } from '@storefront/shared/remotes';
import type { ShellPageRef } from '../routing/routes.ts';
import ContentPage, { prefetch as prefetchContent } from '../content/content-page.tsx';

export type ShellPage = Pick<RemoteModule<PageProps>, 'default' | 'prefetch'>;

export const shellPages: Record<ShellPageRef['shell'], ShellPage> = {
  ContentPage: { default: ContentPage, prefetch: prefetchContent },
};
