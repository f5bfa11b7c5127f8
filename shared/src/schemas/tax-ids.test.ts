// Offline checks of tax identifiers (the api's and the address forms' alike): real-world formats pass, near misses fail.
import { isCodiceFiscale, isPartitaIva, isSdiCode, normalizeVat, zipExample, zipPattern } from './tax-ids.ts';

test('Italian partita IVA check digit', () => {
  expect(isPartitaIva('12345678903')).toBe(true);
  expect(isPartitaIva('12345678901')).toBe(false);
  expect(isPartitaIva('1234567890')).toBe(false);
});

test('codice fiscale check letter, and company tax codes', () => {
  expect(isCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
  expect(isCodiceFiscale('rssmra85t10a562s')).toBe(true);
  expect(isCodiceFiscale('RSSMRA85T10A562X')).toBe(false);
  expect(isCodiceFiscale('12345678903')).toBe(true);
  expect(isCodiceFiscale('RSSMRA85')).toBe(false);
});

test('EU VAT numbers by country format, with or without the prefix', () => {
  expect(normalizeVat('de 123.456.789', 'DE', '\\d{9}')).toBe('DE123456789');
  expect(normalizeVat('123456789', 'GR', '\\d{9}')).toBe('EL123456789');
  expect(normalizeVat('FRXX123456789', 'FR', '[0-9A-HJ-NP-Z]{2}\\d{9}')).toBe('FRXX123456789');
  expect(normalizeVat('NL123456789B01', 'NL', '\\d{9}B\\d{2}')).toBe('NL123456789B01');
  expect(normalizeVat('IT12345678901', 'IT', '\\d{11}')).toBeNull();
  expect(normalizeVat('DE12', 'DE', '\\d{9}')).toBeNull();
  expect(normalizeVat('CHE123', 'CH', null)).toBeNull();
});

test('SDI codes, postcode formats and the example a message shows', () => {
  expect(isSdiCode('ABC1234')).toBe(true);
  expect(isSdiCode('ABC12')).toBe(false);
  expect(zipPattern('NNNNN', 'IT').test('20121')).toBe(true);
  expect(zipPattern('NNN NN', 'SE').test('11122')).toBe(true);
  expect(zipPattern('NNNN LL', 'NL').test('1011 AB')).toBe(true);
  expect(zipPattern('C-NNNN', 'LV').test('LV-1050')).toBe(true);
  expect(zipPattern('NNNNN', 'IT').test('2012')).toBe(false);
  expect(zipExample('NNNNN', 'IT')).toBe('12345');
  expect(zipExample('C-NNNN', 'LV')).toBe('LV-1234');
  expect(zipPattern('LNL NLN', 'CA').test(zipExample('LNL NLN', 'CA'))).toBe(true);
});
