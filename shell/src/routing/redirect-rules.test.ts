import { isAbsoluteTarget, pathOf, redirectRuleFor, redirectedTarget } from './redirect-rules.ts';

const rules = [
  { from: '/en/old', to: '/en/new', status: 301 as const },
  { from: '/en/away', to: 'https://elsewhere.example/page' },
];

describe('redirect rules', () => {
  it('match one exact path, without its query or hash', () => {
    expect(redirectRuleFor('/en/old', rules)?.to).toBe('/en/new');
    expect(redirectRuleFor('/en/old/more', rules)).toBeUndefined();
    expect(redirectRuleFor('/en/ol', rules)).toBeUndefined();
    expect(pathOf('/en/old?x=1#top')).toBe('/en/old');
  });

  it('send a navigation where the server would', () => {
    expect(redirectedTarget('/en/old?x=1', rules)).toBe('/en/new');
    expect(redirectedTarget('/en/away', rules)).toBe('https://elsewhere.example/page');
    expect(redirectedTarget('/en/other', rules)).toBe('/en/other');
    // An absolute link is not a path of this shop: no rule applies to it.
    expect(redirectedTarget('https://shop.example/en/old', rules)).toBe('https://shop.example/en/old');
  });

  it('tell absolute targets (a new document) from shop paths', () => {
    expect(isAbsoluteTarget('https://elsewhere.example/')).toBe(true);
    expect(isAbsoluteTarget('//elsewhere.example/')).toBe(true);
    expect(isAbsoluteTarget('mailto:a@example.com')).toBe(true);
    expect(isAbsoluteTarget('/en/new')).toBe(false);
  });
});
