import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { brandsEnabled } from '@storefront/shared/config';
import { Layout } from '../layout/layout.tsx';
import { BlankLayout } from '../layout/blank-layout.tsx';
import { layoutOf, matchRoute } from '../routing/routes.ts';
import { BootstrapProvider, useBootstrap } from './bootstrap-context.tsx';
import { useShopConfig } from './config-context.tsx';

/** Wraps the page in the layout its route names (SPEC section 2: blank or default). */
export function RouteLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const config = useShopConfig();
  const match = matchRoute(location.pathname, location.search, { brands: brandsEnabled(config) });
  return (
    <BootstrapProvider>
      {match.kind === 'page' && layoutOf(match.route) === 'blank' ? (
        <ShopBlankLayout>{children}</ShopBlankLayout>
      ) : (
        <Layout>{children}</Layout>
      )}
    </BootstrapProvider>
  );
}

/** The blank layout under the shop's own name, when the page's data has it. */
function ShopBlankLayout({ children }: { children: ReactNode }) {
  const data = useBootstrap();
  return <BlankLayout shopName={data?.shop_name}>{children}</BlankLayout>;
}
