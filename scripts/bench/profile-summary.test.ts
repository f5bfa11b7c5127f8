import { profileTimes, summarizeProfile, type CpuProfile } from './profile-summary.ts';

/**
 * root → performWork → writeChunk, root → (idle), root → gzip → performWork (a nested repeat is counted once).
 * Samples: writeChunk 3 ms, performWork 1 ms, idle 4 ms, the nested performWork 2 ms.
 */
const frame = (functionName: string, url = 'file:///srv/shell/dist/server/827.js', lineNumber = 9) => ({
  functionName,
  url,
  lineNumber,
});
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', '', -1), children: [2, 4, 5] },
    { id: 2, callFrame: frame('performWork'), children: [3] },
    { id: 3, callFrame: frame('writeChunk') },
    { id: 4, callFrame: frame('(idle)', '', -1) },
    { id: 5, callFrame: frame('gzip', 'node:zlib', 99), children: [6] },
    { id: 6, callFrame: frame('performWork'), children: [7] },
    { id: 7, callFrame: frame('performWork') },
  ],
  samples: [3, 3, 3, 2, 4, 4, 4, 4, 7, 7],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('profileTimes', () => {
  it('sums self time per function and file line, and inclusive time once per stack', () => {
    const { self, inclusive, total } = profileTimes(profile, ['performWork', 'gzip']);
    expect(total).toBe(10_000);
    expect(self.get('writeChunk 827.js:10')).toBe(3000);
    expect(self.get('performWork 827.js:10')).toBe(3000);
    expect(self.get('(idle)')).toBe(4000);
    expect(inclusive.get('performWork')).toBe(6000);
    expect(inclusive.get('gzip')).toBe(2000);
  });
});

describe('summarizeProfile', () => {
  it('gives shares of busy time, idle left out, heaviest first', () => {
    const text = summarizeProfile(profile, 2);
    expect(text).toContain('busy 0.0 s of 0.0 s');
    const selfLines = text.split('\n').slice(text.split('\n').indexOf('self time:') + 1, -1);
    expect(selfLines[0]).toMatch(/^\s+50\.0% {2}(writeChunk|performWork) 827\.js:10$/);
    expect(text).not.toMatch(/\(idle\)/);
    expect(text).toMatch(/100\.0% {2}performWork/);
    expect(text).toMatch(/33\.3% {2}gzip/);
  });
});
