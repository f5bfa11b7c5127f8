import { createContext, useContext, type ReactNode } from 'react';
import type { ShopConfig } from '@storefront/shared/config';

const ConfigContext = createContext<ShopConfig | null>(null);

export function ConfigProvider({ config, children }: { config: ShopConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useShopConfig(): ShopConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useShopConfig needs a <ConfigProvider>.');
  return config;
}
