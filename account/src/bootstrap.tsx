/**
 * The account alone, for its team's dev loop (`npm run dev -- account`): its pages in the minimal standalone host,
 * with the real store, bus, locale and api. The shop never loads this file; it loads `src/exposed/`.
 */
import { mountStandalone } from '@storefront/shared/standalone';

mountStandalone({
  remote: 'account',
  modules: {
    LoginPage: () => import('./exposed/login-page.ts'),
    RegisterPage: () => import('./exposed/register-page.ts'),
    ForgotPasswordPage: () => import('./exposed/forgot-password-page.ts'),
    ResetPasswordPage: () => import('./exposed/reset-password-page.ts'),
    MyAccountPage: () => import('./exposed/my-account-page.ts'),
    OrdersPage: () => import('./exposed/orders-page.ts'),
    OrderPage: () => import('./exposed/order-page.ts'),
    AddressesPage: () => import('./exposed/addresses-page.ts'),
  },
  pages: [
    { module: 'LoginPage', pattern: /^login$/, example: 'login' },
    { module: 'RegisterPage', pattern: /^register$/, example: 'register' },
    { module: 'ForgotPasswordPage', pattern: /^forgot-password$/, example: 'forgot-password' },
    { module: 'ResetPasswordPage', pattern: /^reset-password$/, example: 'reset-password' },
    { module: 'MyAccountPage', pattern: /^my-account$/, example: 'my-account' },
    { module: 'AddressesPage', pattern: /^my-account\/addresses$/, example: 'my-account/addresses' },
    { module: 'OrdersPage', pattern: /^my-account\/orders$/, example: 'my-account/orders' },
    { module: 'OrderPage', pattern: /^my-account\/orders\/(\d+)$/, params: ['id'], example: 'my-account/orders/1' },
  ],
});
