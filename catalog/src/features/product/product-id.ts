/** The product id in a product URL (`/{lang}/{id}-{slug}.html`): its leading digits. */
export function productIdFrom(param: string): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(param);
  return match ? Number(match[1]) : null;
}
