/**
 * One rspack config factory for every app (the Tractor Store's "same shape, one loop"):
 * each app is built twice from the same source, for the browser and for Node (server rendering).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons, contractVersion } from './shared-deps.ts';

const require = createRequire(import.meta.url);
const production = process.env.NODE_ENV !== 'development';

export type Target = 'browser' | 'node';

export interface AppOptions {
  /** Federation name, also the CSS class prefix and folder name. */
  name: string;
  /** Absolute folder of the app. */
  dir: string;
  /** Modules other apps may load (remotes only): key → file relative to the app folder. */
  exposes?: Record<string, string>;
  /** Entry for the browser (the shell's app; a remote's standalone page). */
  browserEntry?: string;
  /** Entry for the Node build of a host (the shell's server). */
  nodeEntry?: string;
  /** Runtime plugins for the federation runtime, per target. */
  runtimePlugins?: Partial<Record<Target, string[]>>;
}

const swcRule = (target: Target): RuleSetRule => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: target === 'node' ? 'es2022' : 'es2020',
    },
  },
  type: 'javascript/auto',
});

const cssRule = (app: string, target: Target): RuleSetRule => ({
  test: /\.module\.css$/,
  type: 'css/module',
  // Same class names in both builds, so server HTML and browser hydration agree; the owner's name prefixes each.
  generator: { localIdentName: `${app}-[local]-[hash:6]`, exportsOnly: target === 'node' },
  parser: { namedExports: false },
});

const globalCssRule = (target: Target): RuleSetRule => ({
  test: /\.css$/,
  exclude: /\.module\.css$/,
  type: 'css',
  ...(target === 'node' ? { generator: { exportsOnly: true } } : {}),
});

/** Writes entry-assets.json: the files of the browser entry, for the server to put in each document. */
class EntryAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EntryAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = compilation.entrypoints.get('main')?.getFiles() ?? [];
        const manifest = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
        compilation.emitAsset('entry-assets.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

export function appConfig(options: AppOptions, target: Target): Configuration {
  const { name, dir, exposes } = options;
  const isNode = target === 'node';
  const entry = isNode ? options.nodeEntry : options.browserEntry;
  const runtimePlugins = [
    ...(isNode ? [require.resolve('@module-federation/node/runtimePlugin')] : []),
    ...(options.runtimePlugins?.[target] ?? []),
  ];
  return {
    name: `${name}-${target}`,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target: isNode ? 'async-node' : ['web', 'es2020'],
    entry: entry ? { main: entry } : {},
    output: {
      path: path.join(dir, 'dist', isNode ? 'server' : 'browser'),
      // Remotes resolve chunks against where their entry was loaded from, so one artifact works under any versioned path.
      publicPath: isNode ? '' : 'auto',
      uniqueName: name,
      filename: isNode || !production ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isNode || !production ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
      ...(isNode ? { library: { type: 'commonjs-module' }, chunkFormat: 'commonjs', chunkLoading: 'async-node' } : {}),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: [swcRule(target), cssRule(name, target), globalCssRule(target)] },
    optimization: { minimize: production && !isNode },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __CONTRACT_VERSION__: JSON.stringify(contractVersion()),
      }),
      ...(!isNode && entry ? [new EntryAssetsPlugin()] : []),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        manifest: isNode ? false : { fileName: 'mf-manifest.json' },
        ...(isNode ? { library: { type: 'commonjs-module', name }, remoteType: 'script' } : {}),
      }),
    ],
  };
}

/** Both builds of an app, for an rspack.config.ts to export. */
export const appConfigs = (options: AppOptions): Configuration[] => [appConfig(options, 'browser'), appConfig(options, 'node')];
