import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import { catalogApi } from '../../api/catalog-api.ts';

/**
 * getProduct for a list of ids whose length changes (hooks can't be called in a loop): subscribe to each query
 * while mounted, and read the cache entries with memoised selectors, the way RTK Query's own hooks do.
 */
export function useProductDetails(ids: readonly number[]) {
  const dispatch = useAppDispatch();
  const key = ids.join(',');
  // `key` stands for `ids`: a new array with the same ids must not resubscribe.
  const stableIds = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  useEffect(() => {
    const subscriptions = stableIds.map((id) => dispatch(catalogApi.endpoints.getProduct.initiate({ product_id: id })));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, stableIds]);
  const selectors = useMemo(
    () => stableIds.map((id) => catalogApi.endpoints.getProduct.select({ product_id: id })),
    [stableIds],
  );
  return useAppSelector((state) => selectors.map((select) => select(state)), shallowEqual);
}
