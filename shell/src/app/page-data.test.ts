import { serializeForScript } from './page-data.ts';

describe('serializeForScript', () => {
  it('cannot close the script or open a comment, and parses back to the same value', () => {
    const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', sep: 'a\u2028b\u2029c', amp: 'a&b' };
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toMatch(/[\u2028\u2029<>&]/);
    // eslint-disable-next-line no-new-func
    expect(new Function(`return ${text}`)()).toEqual(hostile);
  });
});
