/** The shop's name as the api gives it, or the catalogue's generic one: a header or footer never shows an empty name. */
import { useIntl } from 'react-intl';
import { useBootstrap } from '../app/bootstrap-context.tsx';

export function useShopName(): string {
  const intl = useIntl();
  const data = useBootstrap();
  return data?.shop_name?.trim() || intl.formatMessage({ id: 'shell.header.shopName' });
}
