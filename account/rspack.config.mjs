import { appConfigs } from '../build/app-config.mjs';

export default appConfigs({
  name: 'account',
  dir: import.meta.dirname,
  exposes: {
    './LoginPage': './src/exposed/login-page.ts',
    './RegisterPage': './src/exposed/register-page.ts',
    './ForgotPasswordPage': './src/exposed/forgot-password-page.ts',
    './ResetPasswordPage': './src/exposed/reset-password-page.ts',
    './MyAccountPage': './src/exposed/my-account-page.ts',
    './OrdersPage': './src/exposed/orders-page.ts',
    './OrderPage': './src/exposed/order-page.ts',
    './AddressesPage': './src/exposed/addresses-page.ts',
    './AccountMenu': './src/exposed/account-menu.ts',
  },
});
