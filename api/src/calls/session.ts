/** Session calls: bootstrap (menu, languages, shop details) and login. */
import {
  bootstrapRequest,
  LANGUAGES,
  loginRequest,
  type BootstrapData,
  type Language,
  type LanguageCode,
  type LoginData,
  type MenuItem,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { ApiError } from '../errors.ts';
import { categoryName, ROOT_CATEGORY } from '../domain/categories.ts';
import { cartCount, checkCredentials, presentUser, signIn } from '../domain/customers.ts';
import { contentMenu } from '../domain/content-store.ts';
import { countryName, deliveryCountries } from '../domain/countries.ts';
import { label } from '../domain/labels.ts';
import { brandLink, categoryLink } from '../domain/links.ts';
import { localeOf } from '../domain/money.ts';

const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  de: 'Deutsch',
};
const language = (iso: LanguageCode): Language => ({
  id_lang: LANGUAGES.indexOf(iso) + 1,
  iso_code: iso,
  name_simple: LANGUAGE_NAMES[iso],
  locale: localeOf(iso),
});

function menu(ctx: CallContext): MenuItem[] {
  const { ref, lang } = ctx;
  const node = (id: number, depth: number): MenuItem => {
    const c = ref.categories.get(id);
    const n = c ? categoryName(c, lang) : { name: '', link_rewrite: '' };
    return {
      id,
      slug: n.link_rewrite,
      type: 'category',
      label: n.name,
      url: categoryLink(lang, id, n.link_rewrite),
      depth,
      children: (c?.children ?? []).map((child) => node(child, depth + 1)),
    };
  };
  const departments = (ref.categories.get(ROOT_CATEGORY)?.children ?? []).map((id) => node(id, 1));
  const brands: MenuItem = {
    id: 0,
    slug: 'brands',
    type: 'manufacturers',
    label: label('brands', lang),
    url: `/${lang}/brands`,
    depth: 1,
    children: [...ref.brands.values()].map((b) => ({
      id: b.id,
      slug: b.link_rewrite,
      type: 'manufacturer',
      label: b.name,
      url: brandLink(lang, b.id, b.link_rewrite),
      depth: 2,
      children: [],
    })),
  };
  return [...departments, brands];
}

export const bootstrap = defineCall({
  name: 'bootstrap',
  schema: bootstrapRequest,
  // Reads only: a guest who merely looks opens no session (no cookie, no row), so shared pages stay cacheable.
  async handler(ctx): Promise<BootstrapData> {
    const pages = await contentMenu(ctx.db, ctx.lang);
    const country = await countryName(ctx.db, ctx.config.shop.countryIso, ctx.lang);
    return {
      menuItems: menu(ctx),
      languages: { languages: LANGUAGES.map(language), current_language: language(ctx.lang) },
      currencies: { current_currency: { iso_code: 'EUR', sign: '€' } },
      logo_url: `${ctx.config.publicBase}/img/logo.svg`,
      shop_name: ctx.config.shop.name,
      contact_info: {
        company: ctx.config.shop.company,
        email: ctx.config.shop.email,
        phone: ctx.config.shop.phone,
        address: {
          address1: ctx.config.shop.address1,
          postcode: ctx.config.shop.postcode,
          city: ctx.config.shop.city,
          country,
        },
      },
      cms_pages: pages.map((p) => ({ id: p.id_cms, slug: p.slug, title: p.title })),
      delivery_countries: await deliveryCountries(ctx.db, ctx.lang),
    };
  },
});

export const login = defineCall({
  name: 'login',
  schema: loginRequest,
  rateLimited: true,
  async handler(ctx, input): Promise<LoginData> {
    const customer = await checkCredentials(ctx, input.email, input.password);
    if (!customer) throw new ApiError(401, 306, 'Authentication failed', { reason: 'auth.failed' });
    const idCart = await signIn(ctx, customer.id_customer);
    return { customer_id: customer.id_customer, cart_count: await cartCount(ctx, idCart), user: presentUser(customer) };
  },
});

export const sessionCalls = [bootstrap, login];
