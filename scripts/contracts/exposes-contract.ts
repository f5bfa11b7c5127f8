/**
 * Every module a remote exposes, type-checked against what the shell loads it as (`RemoteModule` of
 * `@storefront/shared/remotes`): a remote whose page takes other props, whose `prefetch` answers another shape, or that
 * stops exporting `loadMessages` fails `npm run typecheck`, not a browser. Type-only: nothing here runs or is bundled,
 * so no remote imports another. `exposes-contract.test.ts` keeps this list equal to what the remotes' configs declare.
 */
import type { MiniCartProps, PageProps, RemoteModule } from '../../shared/src/remotes/types.ts';

/** `Module` when it is what the shell loads it as; a type error naming the expose otherwise. */
type Conforms<Module extends Contract, Contract> = Module;
type Widget<Props> = RemoteModule<Props>;

export interface CheckedExposes {
  'catalog/HomePage': Conforms<typeof import('../../catalog/src/exposed/home-page.ts'), Widget<PageProps>>;
  'catalog/CategoryPage': Conforms<typeof import('../../catalog/src/exposed/category-page.ts'), Widget<PageProps>>;
  'catalog/ProductPage': Conforms<typeof import('../../catalog/src/exposed/product-page.ts'), Widget<PageProps>>;
  'catalog/SearchPage': Conforms<typeof import('../../catalog/src/exposed/search-page.ts'), Widget<PageProps>>;
  'catalog/BrandsPage': Conforms<typeof import('../../catalog/src/exposed/brands-page.ts'), Widget<PageProps>>;
  'catalog/BrandPage': Conforms<typeof import('../../catalog/src/exposed/brand-page.ts'), Widget<PageProps>>;
  'catalog/WishlistPage': Conforms<typeof import('../../catalog/src/exposed/wishlist-page.ts'), Widget<PageProps>>;
  'catalog/ComparePage': Conforms<typeof import('../../catalog/src/exposed/compare-page.ts'), Widget<PageProps>>;
  'catalog/SearchBox': Conforms<typeof import('../../catalog/src/exposed/search-box.ts'), Widget<PageProps>>;
  'catalog/WishlistLink': Conforms<typeof import('../../catalog/src/exposed/wishlist-link.ts'), Widget<PageProps>>;
  'catalog/CompareLink': Conforms<typeof import('../../catalog/src/exposed/compare-link.ts'), Widget<PageProps>>;
  'checkout/CartPage': Conforms<typeof import('../../checkout/src/exposed/cart-page.ts'), Widget<PageProps>>;
  'checkout/MiniCart': Conforms<typeof import('../../checkout/src/exposed/mini-cart.ts'), Widget<MiniCartProps>>;
  'checkout/CheckoutPage': Conforms<typeof import('../../checkout/src/exposed/checkout-page.ts'), Widget<PageProps>>;
  'checkout/CheckoutOutcomePage': Conforms<
    typeof import('../../checkout/src/exposed/checkout-outcome-page.ts'),
    Widget<PageProps>
  >;
  'account/LoginPage': Conforms<typeof import('../../account/src/exposed/login-page.ts'), Widget<PageProps>>;
  'account/RegisterPage': Conforms<typeof import('../../account/src/exposed/register-page.ts'), Widget<PageProps>>;
  'account/ForgotPasswordPage': Conforms<
    typeof import('../../account/src/exposed/forgot-password-page.ts'),
    Widget<PageProps>
  >;
  'account/ResetPasswordPage': Conforms<
    typeof import('../../account/src/exposed/reset-password-page.ts'),
    Widget<PageProps>
  >;
  'account/MyAccountPage': Conforms<typeof import('../../account/src/exposed/my-account-page.ts'), Widget<PageProps>>;
  'account/OrdersPage': Conforms<typeof import('../../account/src/exposed/orders-page.ts'), Widget<PageProps>>;
  'account/OrderPage': Conforms<typeof import('../../account/src/exposed/order-page.ts'), Widget<PageProps>>;
  'account/AddressesPage': Conforms<typeof import('../../account/src/exposed/addresses-page.ts'), Widget<PageProps>>;
  'account/AccountMenu': Conforms<typeof import('../../account/src/exposed/account-menu.ts'), Widget<PageProps>>;
}
