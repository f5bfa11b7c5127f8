/**
 * Tax identifiers checked offline, one set of rules for the api (which refuses what fails them) and the address forms
 * (which say so before sending): it lives with the wire schemas because the api may import only those. EU VAT
 * numbers by each country's format (the api may ask VIES beyond it: api/src/domain/vat.ts), the Italian partita IVA
 * and codice fiscale with their check characters, the SDI recipient code and PrestaShop postcode formats.
 */

/** A VAT number without spaces or dots, country prefix added (Greece uses EL); null when it is not valid. */
export function normalizeVat(input: string, iso: string, pattern: string | null): string | null {
  if (!pattern) return null;
  const prefix = iso === 'GR' ? 'EL' : iso;
  let value = input.toUpperCase().replace(/[\s.-]/g, '');
  if (value.startsWith(prefix)) value = value.slice(prefix.length);
  if (!new RegExp(`^(?:${pattern})$`).test(value)) return null;
  if (iso === 'IT' && !isPartitaIva(value)) return null;
  return `${prefix}${value}`;
}

/** Italian VAT number (partita IVA): 11 digits, the last a Luhn-style check digit. */
export function isPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(value[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

const ODD: Record<string, number> = Object.fromEntries(
  '0:1,1:0,2:5,3:7,4:9,5:13,6:15,7:17,8:19,9:21,A:1,B:0,C:5,D:7,E:9,F:13,G:15,H:17,I:19,J:21,K:2,L:4,M:18,N:20,O:11,P:3,Q:6,R:8,S:12,T:14,U:16,V:10,W:22,X:25,Y:24,Z:23'
    .split(',')
    .map((pair) => {
      const [k, v] = pair.split(':');
      return [k ?? '', Number(v)];
    }),
);

/** Italian tax code (codice fiscale): 16 characters with a check letter (people), or a company's 11-digit number. */
export function isCodiceFiscale(input: string): boolean {
  const value = input.toUpperCase().replace(/\s/g, '');
  if (/^\d{11}$/.test(value)) return isPartitaIva(value);
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(value))
    return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = value[i] ?? '';
    if (i % 2 === 0) sum += ODD[ch] ?? 0;
    else sum += /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26)) === value[15];
}

/** SDI recipient code: 7 letters or digits (6 for public administrations). */
export const isSdiCode = (value: string): boolean => /^[A-Z0-9]{6,7}$/i.test(value);

/** PrestaShop zip format to a regular expression (N digit, L letter, C the ISO code); spaces optional. */
export function zipPattern(format: string, iso: string): RegExp {
  const body = format
    .split('')
    .map((ch) =>
      ch === 'N' ? '\\d' : ch === 'L' ? '[A-Z]' : ch === 'C' ? iso : ch === ' ' ? ' ?' : ch === '-' ? '-' : ch,
    )
    .join('');
  return new RegExp(`^${body}$`);
}

/** How a postcode of this format looks, for the message: NNNNN → 12345, LNL NLN → A1A 1A1, C-NNNN → LV-1234. */
export function zipExample(format: string, iso: string): string {
  let digit = 0;
  return format
    .split('')
    .map((ch) => (ch === 'N' ? String((digit++ % 9) + 1) : ch === 'L' ? 'A' : ch === 'C' ? iso : ch))
    .join('');
}
