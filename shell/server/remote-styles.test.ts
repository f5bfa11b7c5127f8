import { readStyles, styleText } from './remote-styles.ts';

describe('readStyles', () => {
  it('returns the files in order, reading each URL once across requests', async () => {
    const reads: string[] = [];
    const load = async (href: string) => {
      reads.push(href);
      return `/* ${href} */`;
    };
    const hrefs = ['http://remote.test/a.1.css', 'http://remote.test/b.1.css'];
    expect(await readStyles(hrefs, 500, load)).toEqual([
      { href: hrefs[0], css: `/* ${hrefs[0]} */` },
      { href: hrefs[1], css: `/* ${hrefs[1]} */` },
    ]);
    await readStyles(hrefs, 500, load);
    expect(reads).toEqual(hrefs);
  });

  it('leaves out a file that hangs past the limit, and one that fails, without waiting longer', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = (href: string) =>
      href.includes('hang')
        ? new Promise<string>(() => undefined)
        : href.includes('fail')
          ? Promise.reject(new Error('500'))
          : Promise.resolve('p{}');
    const started = Date.now();
    const styles = await readStyles(
      ['http://r.test/hang.2.css', 'http://r.test/fail.2.css', 'http://r.test/ok.2.css'],
      100,
      load,
    );
    expect(styles).toEqual([{ href: 'http://r.test/ok.2.css', css: 'p{}' }]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('tries a failed file again on the next request', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('refused');
      return 'a{}';
    };
    expect(await readStyles(['http://r.test/retry.3.css'], 100, load)).toEqual([]);
    expect(await readStyles(['http://r.test/retry.3.css'], 100, load)).toEqual([
      { href: 'http://r.test/retry.3.css', css: 'a{}' },
    ]);
    warn.mockRestore();
  });

  it('keeps at most 200 files, the one used last longest', async () => {
    const reads: string[] = [];
    const load = async (href: string) => {
      reads.push(href);
      return 'b{}';
    };
    const hot = 'http://r.test/hot.4.css';
    await readStyles([hot], 100, load);
    for (let i = 0; i < 300; i++) {
      await readStyles([`http://r.test/f${i}.4.css`], 100, load);
      if (i % 50 === 0) await readStyles([hot], 100, load);
    }
    reads.length = 0;
    // The hot file was used recently: still kept; the first of the others was dropped and is read again.
    await readStyles([hot, 'http://r.test/f0.4.css', 'http://r.test/f299.4.css'], 100, load);
    expect(reads).toEqual(['http://r.test/f0.4.css']);
  });
});

describe('styleText', () => {
  it('cannot close the <style> element early', () => {
    expect(styleText('a::after{content:"</style><script>x</script>"}')).not.toMatch(/<\/style/i);
    expect(styleText('a::after{content:"</STYLE>"}')).toBe('a::after{content:"<\\/STYLE>"}');
  });
});
