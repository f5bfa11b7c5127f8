import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useBootstrapQuery } from '@storefront/shared/api';
import { brandsEnabled } from '@storefront/shared/config';
import { Layout } from '../layout/layout.tsx';
import { BlankLayout } from '../layout/blank-layout.tsx';
import { layoutOf, matchRoute } from '../routing/routes.ts';
import { useShopConfig } from './config-context.tsx';

/** Wraps the page in the layout its route names (SPEC section 2: blank or default). */
export function RouteLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const config = useShopConfig();
  const match = matchRoute(location.pathname, location.search, { brands: brandsEnabled(config) });
  if (match.kind === 'page' && layoutOf(match.route) === 'blank') return <ShopBlankLayout>{children}</ShopBlankLayout>;
  return <Layout>{children}</Layout>;
}

/** The blank layout under the shop's own name, when the page's data has it. */
function ShopBlankLayout({ children }: { children: ReactNode }) {
  const { data } = useBootstrapQuery();
  return <BlankLayout shopName={data?.shop_name}>{children}</BlankLayout>;
}
