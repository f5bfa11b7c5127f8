/**
 * `npm run release -- <command>`: publish, roll back, list and show remote versions.
 *   publish <app> [--origin URL] [--from DIR] [--version NAME]   copy a build to <deploy root>/<app>/<version>/ and point the registry at it
 *   rollback <app> [--to VERSION]                                point the registry back (the previous version by default)
 *   list <app>                                                   every published version, the current one marked
 *   status                                                       what the registry points at, and whether each version's files match their hashes
 * DEPLOY_ROOT sets the deploy root (default .deploy). The shell's server picks changes up on its next request.
 */
import { parseArgs } from 'node:util';
import { defaultDeployRoot, defaultRemotePorts, remotes, type RemoteApp } from './lib/apps.ts';
import { listVersions, publish, readRegistry, rollback, verifyRegistry } from './lib/registry.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    origin: { type: 'string' },
    from: { type: 'string' },
    version: { type: 'string' },
    to: { type: 'string' },
  },
});
const [command, appArg] = positionals;
const deployRoot = process.env.DEPLOY_ROOT ?? defaultDeployRoot;

function remoteArg(): RemoteApp {
  if (!(remotes as readonly string[]).includes(appArg ?? '')) {
    throw new Error(`Name a remote: ${remotes.join(', ')}`);
  }
  return appArg as RemoteApp;
}

try {
  switch (command) {
    case 'publish': {
      const app = remoteArg();
      const entry = publish({
        deployRoot,
        app,
        origin: values.origin ?? `http://localhost:${defaultRemotePorts[app]}`,
        from: values.from,
        version: values.version,
      });
      console.log(
        entry.alreadyPublished
          ? `${app} ${entry.version} was already published with these same bytes; nothing changed but the registry, which points at it.`
          : `${app} ${entry.version} published; the registry points at it.`,
      );
      break;
    }
    case 'rollback': {
      const app = remoteArg();
      const entry = rollback(deployRoot, app, values.to);
      console.log(`${app} rolled back to ${entry.version}.`);
      break;
    }
    case 'list': {
      for (const entry of listVersions(deployRoot, remoteArg())) {
        console.log(`${entry.current ? '*' : ' '} ${entry.version}  ${entry.publishedAt}  ${entry.origin}`);
      }
      break;
    }
    case 'status': {
      const registry = readRegistry(deployRoot);
      if (!registry) throw new Error(`No registry in ${deployRoot}: run npm start or publish first.`);
      for (const app of remotes)
        console.log(
          `${app.padEnd(9)} ${registry.remotes[app]?.version ?? '(none)'}  ${registry.remotes[app]?.browser ?? ''}`,
        );
      // The registry's hashes must be those of the files it points at, or browsers refuse the remote.
      for (const { app, version, files } of verifyRegistry(deployRoot)) {
        console.error(`${app} ${version} does not hold the bytes the registry records:\n- ${files.join('\n- ')}`);
        process.exitCode = 1;
      }
      break;
    }
    default:
      console.log('Usage: npm run release -- publish|rollback|list|status <app> [options] (see scripts/release.ts)');
      process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
