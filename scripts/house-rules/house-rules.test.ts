// The house rules hold across the repo: every remote has the one shape, test ids carry their owner, ADRs one format.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkReadme, checkRemoteShape, declaredExposes, readmeSections } from './remote-shape.ts';
import { testIdProblems } from './test-ids.ts';
import { decisionProblems } from './decisions.ts';
import { apiLayering, cycleRoots, entryProblems, layerProblems, runtimeCycles } from './layers.ts';
import { createRemote } from '../new-remote.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
// What a fourth team gets from the template, made where its config finds the build factory as it would in the repo.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
fs.symlinkSync(path.join(root, 'build'), path.join(scratch, 'build'));
const fourth = createRemote('fourth', scratch);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const remotes = [...['catalog', 'checkout', 'account'].map((dir) => path.join(root, dir)), fourth];

describe('every remote has the one shape', () => {
  const exposes = declaredExposes(remotes);
  it.each(remotes.map((dir) => [path.basename(dir), dir]))('%s', (_name, dir) => {
    expect(Object.keys(exposes[dir] ?? {}).length).toBeGreaterThan(0);
    expect(checkRemoteShape(dir, exposes[dir] ?? {})).toEqual([]);
  });
});

describe('the shape check fails on drift', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const readme = `# demo\n\nMission.\n\n${readmeSections.map((section) => `## ${section}\n`).join('\n')}`;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-shape-'));
    write('README.md', readme);
    write('src/bootstrap.tsx', 'export {};\n');
    write('src/exposed/demo-page.ts', "export { default } from '../features/demo/demo-page.tsx';\n");
    write('src/features/demo/demo-page.tsx', 'export default function DemoPage() { return null; }\n');
    write('src/features/demo/demo-page.test.tsx', 'it.todo("x");\n');
    write(
      'src/api/demo-api.ts',
      'export const demoApi = api.injectEndpoints({});\nexport const { useDemoQuery } = demoApi;\n',
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const exposes = { './DemoPage': './src/exposed/demo-page.ts' };

  it('accepts the shape itself', () => {
    expect(checkRemoteShape(dir, exposes)).toEqual([]);
  });
  it('refuses an exposed file that the config does not expose, and an expose without its file', () => {
    write('src/exposed/extra.ts', "export { default } from '../features/demo/demo-page.tsx';\n");
    expect(checkRemoteShape(dir, { ...exposes, './Gone': './src/exposed/gone.ts' })).toEqual([
      expect.stringContaining('src/exposed/extra.ts is not in rspack.config.mjs'),
      expect.stringContaining('exposes ./Gone from src/exposed/gone.ts, which is missing'),
    ]);
  });
  it('refuses code in the door', () => {
    write('src/exposed/demo-page.ts', 'export default function DemoPage() { return null; }\n');
    expect(checkRemoteShape(dir, exposes)).toEqual([expect.stringContaining('holds code')]);
  });
  it('refuses endpoints outside src/api/ and endpoints without their hooks', () => {
    write('src/features/demo/demo-hooks.ts', 'export const x = api.injectEndpoints({});\n');
    write('src/api/demo-api.ts', 'export const demoApi = api.injectEndpoints({});\n');
    expect(checkRemoteShape(dir, exposes)).toEqual([
      expect.stringContaining('without exporting their hooks'),
      expect.stringContaining('demo-hooks.ts injects endpoints'),
    ]);
  });
  it('refuses loose files, a missing mount, tests in a folder of their own', () => {
    fs.rmSync(path.join(dir, 'src/bootstrap.tsx'));
    write('src/utils.ts', 'export {};\n');
    write('src/features/helpers.ts', 'export {};\n');
    write('src/features/demo/__tests__/demo.test.ts', 'it.todo("x");\n');
    const problems = checkRemoteShape(dir, exposes);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('src/utils.ts is outside the shape'),
        expect.stringContaining('no src/bootstrap.tsx'),
        expect.stringContaining('src/features/helpers.ts is loose'),
        expect.stringContaining('tests sit beside the code'),
      ]),
    );
    expect(problems).toHaveLength(4);
  });
  it('refuses a README that does not open with how to run, test and publish, or mixes the order', () => {
    write('README.md', readme.replace('## Run, test, publish\n', '').concat('## Run, test, publish\n'));
    expect(checkReadme(dir)).toEqual([expect.stringContaining('does not open with')]);
    write('README.md', readme.replace('## Exposes', '## Events2').replace('## Events\n', '## Exposes\n'));
    expect(checkReadme(dir)).toEqual([expect.stringContaining('out of order')]);
  });
});

describe('test ids', () => {
  it('carry their owner prefix everywhere', () => {
    expect(testIdProblems(root)).toEqual([]);
  });
  it('are refused without it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-ids-'));
    fs.mkdirSync(path.join(dir, 'checkout'));
    fs.mkdirSync(path.join(dir, 'e2e'));
    fs.writeFileSync(
      path.join(dir, 'checkout', 'total.tsx'),
      'const a = <dd data-testid="cart-total" />;\nconst b = <dd data-testid={`catalog-${x}`} />;\nconst c = <i testId="checkout-ok" />;\n',
    );
    fs.writeFileSync(
      path.join(dir, 'e2e', 'a.spec.ts'),
      "page.getByTestId('cart-count');\npage.getByTestId('shell-ok');\n",
    );
    expect(testIdProblems(dir)).toEqual([
      { file: 'checkout/total.tsx', id: 'cart-total', expected: 'checkout-' },
      { file: 'checkout/total.tsx', id: 'catalog-', expected: 'checkout-' },
      { file: 'e2e/a.spec.ts', id: 'cart-count', expected: expect.stringContaining('shell-') },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('decisions', () => {
  it('all have one format', () => {
    expect(decisionProblems(path.join(root, 'docs', 'decisions'))).toEqual([]);
  });
  it('a header in another format is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decisions-'));
    fs.writeFileSync(path.join(dir, '0200-x.md'), '# 0200. X\n\n- Status: accepted\n\n## Context\n');
    expect(decisionProblems(dir)).toEqual([
      '0200-x.md: the first line is "# 0200: Title"',
      '0200-x.md: the third line is "Status: accepted, YYYY-MM-DD"',
      expect.stringContaining('0200-x.md: sections'),
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('imports run one way', () => {
  it('the api imports only its own layer and those below, and only its HTTP layer and above know Fastify', () => {
    expect(layerProblems(apiLayering)).toEqual([]);
  });
  it('no import circle runs, in any room', () => {
    expect(runtimeCycles(cycleRoots)).toEqual([]);
  });
  it("the shell server's render folder has one door, and no step imports it back", () => {
    const shell = path.join(root, 'shell');
    expect(entryProblems({ folder: path.join(shell, 'server', 'render'), entry: 'index.ts', roots: [shell] })).toEqual(
      [],
    );
  });

  describe('the checks fail on drift', () => {
    let dir: string;
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
    const layering = () => ({ root: dir, layers: [['db'], ['domain'], ['calls']], packages: { fastify: 2 } });

    it('an upward import and a framework below its layer are refused, a downward one is not', () => {
      write('db/database.ts', "import { seed } from '../domain/seed.ts';\nexport const open = seed;\n");
      write('domain/seed.ts', "import Fastify from 'fastify';\nexport const seed = Fastify;\n");
      write('calls/cart.ts', "import { seed } from '../domain/seed.ts';\nexport const cart = seed;\n");
      expect(layerProblems(layering())).toEqual([
        'db/database.ts imports domain/seed.ts from a layer above it (1 > 0): move it down',
        'domain/seed.ts imports fastify, which only layer 2 and up may use',
      ]);
    });
    it('a folder in no layer is named', () => {
      write('jobs/nightly.ts', 'export {};\n');
      expect(layerProblems(layering())).toEqual([
        expect.stringContaining('jobs/nightly.ts: its folder is in no layer'),
      ]);
    });
    it('a folder with one door refuses a side entrance and a step that imports its orchestrator', () => {
      write('render/index.ts', "import { step } from './step.ts';\nexport const render = step;\n");
      write('render/step.ts', "import { render } from './index.ts';\nexport const step = () => render;\n");
      write('main.ts', "import { step } from './render/step.ts';\nexport const main = step;\n");
      expect(entryProblems({ folder: path.join(dir, 'render'), entry: 'index.ts', roots: [dir] })).toEqual([
        expect.stringMatching(/main\.ts imports .*render\/step\.ts: outside the folder, import its index\.ts only$/),
        expect.stringMatching(/render\/step\.ts imports index\.ts, the folder's entry/),
      ]);
    });
    it('a circle that runs is found; one closed only by type imports is not', () => {
      write('a.ts', "import { b } from './b.ts';\nexport const a = () => b;\n");
      write('b.ts', "import { a } from './a.ts';\nexport const b = () => a;\n");
      write('c.ts', "import type { D } from './d.ts';\nexport type C = D;\n");
      write('d.ts', "import { type C } from './c.ts';\nexport type D = C | 1;\nexport const d = 1;\n");
      const cycles = runtimeCycles([dir]);
      expect(cycles).toHaveLength(1);
      expect(cycles[0]?.map((file) => path.basename(file))).toEqual(['a.ts', 'b.ts']);
    });
  });
});
