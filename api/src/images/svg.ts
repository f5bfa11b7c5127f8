import { escapeHtml } from '../domain/text.ts';

/**
 * Deterministic product pictures: a garment (or home object) silhouette by kind, in the variant's colour, on a
 * soft background. Two views per colour: the whole piece (`front`) and a close-up (`detail`). Each is under 2 KB.
 */
const SHAPES: Record<string, string> = {
  dress: 'M250 110h100l20 90-30 60 100 390H160l100-390-30-60z',
  top: 'M200 150l60-22q40 34 80 0l60 22 80 110-50 30-30-40v350H200V250l-30 40-50-30z',
  knit: 'M200 150l60-22q40 40 80 0l60 22 70 270-40 10-30-160v340H200V270l-30 160-40-10z',
  outer: 'M200 150l60-22 40 60 40-60 60 22 70 280-40 10-30-170v380H200V270l-30 170-40-10z',
  trousers: 'M210 120h180l30 540h-90l-30-360-30 360h-90z',
  skirt: 'M230 200h140l60 360H170z',
  sneakers: 'M110 500l40-80q90-50 150 0l120 40q60 10 70 60v40H110z',
  boots: 'M170 240h110l10 200 130 30q60 10 60 60v30H170z',
  loafers: 'M110 520q20-60 90-70l160 10q90 10 120 60v40H110z',
  bodysuit: 'M220 170l50-20q30 30 60 0l50 20 60 90-40 24-30-30v236l-40 60h-60l-40-60V254l-30 30-40-24z',
  cushion: 'M150 225q150-25 300 0 25 150 0 300-150 25-300 0-25-150 0-300z',
  towel: 'M140 260h320v260H140z',
  mug: 'M190 300h190v250q0 30-30 30H220q-30 0-30-30zM380 350q70 0 70 60t-70 60',
  throw: 'M120 300h360v220H120z',
};

const KIND_SHAPE: Record<string, string> = {
  dress: 'dress',
  blouse: 'top',
  shirt: 'top',
  tshirt: 'top',
  polo: 'top',
  sweater: 'knit',
  cardigan: 'knit',
  hoodie: 'knit',
  jacket: 'outer',
  coat: 'outer',
  trousers: 'trousers',
  skirt: 'skirt',
  sneakers: 'sneakers',
  boots: 'boots',
  loafers: 'loafers',
  bodysuit: 'bodysuit',
  cushion: 'cushion',
  towel: 'towel',
  mug: 'mug',
  throw: 'throw',
};

/** Extra lines that make a shape read as the garment (collar and buttons, a hood, a sole, a fold). */
const DETAILS: Record<string, string> = {
  shirt: 'M270 130l30 40 30-40M300 175v400',
  polo: 'M280 130l20 50 20-50',
  hoodie: 'M240 140q60-90 120 0',
  cardigan: 'M300 170v420',
  jacket: 'M300 190v400M230 380h40',
  coat: 'M300 190v400M280 300h0M280 400h0',
  sneakers: 'M110 540h410',
  boots: 'M170 540h360',
  loafers: 'M110 545h370',
  towel: 'M140 460h320',
  throw:
    'M120 360h360M130 520v30M170 520v30M210 520v30M250 520v30M290 520v30M330 520v30M370 520v30M410 520v30M450 520v30',
  cushion: 'M300 240v270',
};

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const c = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${((c(16) << 16) | (c(8) << 8) | c(0)).toString(16).padStart(6, '0')}`;
}

export function productSvg(kind: string, colour: string, view: string): string {
  const kids = kind.startsWith('kids-');
  const base = kids ? kind.slice(5) : kind;
  const shape = SHAPES[KIND_SHAPE[base] ?? 'top'] ?? '';
  const detail = DETAILS[base] ?? '';
  const fill = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#999999';
  const stroke = shade(fill, 0.6);
  const background = shade(fill, 0.25) === '#000000' ? '#f3f1ec' : '#f3f1ec';
  // Kids' pieces are drawn smaller; the detail view is a close-up of the same drawing.
  const scale = (kids ? 0.82 : 1) * (view === 'detail' ? 1.9 : 1);
  const transform = `translate(300 375) scale(${scale}) translate(-300 -375)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 750" width="600" height="750">` +
    `<rect width="600" height="750" fill="${background}"/>` +
    `<ellipse cx="300" cy="690" rx="200" ry="18" fill="#000" opacity=".06"/>` +
    `<g transform="${transform}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="${shape}" fill="${fill}"/>` +
    (detail ? `<path d="${detail}" fill="none"/>` : '') +
    `</g></svg>`
  );
}

export const LOGO_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48" width="240" height="48">` +
  `<text x="0" y="34" font-family="Georgia, serif" font-size="30" letter-spacing="2" fill="#1d1d1f">Sartoria Nova</text></svg>`;

/** A brand's wordmark (names come from the database, so they are escaped). */
export function brandSvg(name: string): string {
  const text = escapeHtml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150" width="300" height="150"><rect width="300" height="150" fill="#f3f1ec"/>` +
    `<text x="150" y="84" text-anchor="middle" font-family="Georgia, serif" font-size="26" fill="#1d1d1f">${text}</text></svg>`
  );
}
