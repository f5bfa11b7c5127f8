/**
 * `npm run release -- <command>`: publish, roll back, canary, list and show remote versions.
 *   publish <app> [--origin URL] [--from DIR] [--version NAME] [--stage]
 *                                   copy a build to <deploy root>/<app>/<version>/ and point the registry at it
 *                                   (--stage: copy and record it only, to start it as a canary next)
 *   rollback <app> [--to VERSION]   point the registry back (the previous version by default); ends a running canary
 *   canary <app> [--version V] --percent N
 *                                   serve a published version (the newest by default) to N % of shoppers (1..99)
 *   promote <app>                   the running canary becomes the stable version for everyone
 *   abort <app>                     end the running canary: everyone gets the stable version
 *   list <app>                      every published version (* stable, ~ canary) and the last moves
 *   status                          what the registry points at, a running canary, each remote's last move, and
 *                                   whether each version's files match their hashes
 * DEPLOY_ROOT sets the deploy root (default .deploy). The shell's server picks changes up on its next request.
 */
import { parseArgs } from 'node:util';
import { defaultDeployRoot, defaultRemotePorts, remotes, type RemoteApp } from './lib/apps.ts';
import {
  abort,
  canary,
  describeCanary,
  describeEvent,
  lastEvents,
  listVersions,
  promote,
  publish,
  readRegistry,
  rollback,
  verifyRegistry,
} from './lib/registry.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    origin: { type: 'string' },
    from: { type: 'string' },
    version: { type: 'string' },
    to: { type: 'string' },
    percent: { type: 'string' },
    stage: { type: 'boolean' },
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

function percentArg(): number {
  if (!/^\d+$/.test(values.percent ?? ''))
    throw new Error('Say which share of shoppers gets the canary as a whole percent: --percent N (1..99).');
  return Number(values.percent);
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
        stage: values.stage,
      });
      const where = values.stage ? 'the registry is unchanged (start it with canary)' : 'the registry points at it';
      console.log(
        entry.alreadyPublished
          ? `${app} ${entry.version} was already published with these same bytes; ${where}.`
          : `${app} ${entry.version} published; ${where}.`,
      );
      break;
    }
    case 'rollback': {
      const app = remoteArg();
      const entry = rollback(deployRoot, app, { to: values.to, by: 'cli' });
      console.log(`${app} rolled back to ${entry.version}.`);
      break;
    }
    case 'canary': {
      const app = remoteArg();
      const entry = canary(deployRoot, app, { version: values.version, percent: percentArg(), by: 'cli' });
      console.log(`${app}: ${describeCanary(entry.canary!)}, beside the stable ${entry.version}.`);
      break;
    }
    case 'promote': {
      const app = remoteArg();
      console.log(`${app} ${promote(deployRoot, app, { by: 'cli' }).version} promoted: every shopper gets it.`);
      break;
    }
    case 'abort': {
      const app = remoteArg();
      const entry = abort(deployRoot, app, { by: 'cli' });
      console.log(`${app}'s canary aborted: every shopper gets the stable ${entry.version}.`);
      break;
    }
    case 'list': {
      const app = remoteArg();
      for (const entry of listVersions(deployRoot, app)) {
        const mark = entry.current ? '*' : entry.canary ? '~' : ' ';
        const share = entry.canary ? `  canary ${entry.canary.percent} % since ${entry.canary.since}` : '';
        console.log(`${mark} ${entry.version}  ${entry.publishedAt}  ${entry.origin}${share}`);
      }
      const events = lastEvents(deployRoot, app, 10);
      if (events.length) console.log(`Last moves:\n${events.map((event) => `  ${describeEvent(event)}`).join('\n')}`);
      break;
    }
    case 'status': {
      const registry = readRegistry(deployRoot);
      if (!registry) throw new Error(`No registry in ${deployRoot}: run npm start or publish first.`);
      for (const app of remotes) {
        const entry = registry.remotes[app];
        console.log(`${app.padEnd(9)} ${entry?.version ?? '(none)'}  ${entry?.browser ?? ''}`);
        if (entry?.canary) console.log(`          ${describeCanary(entry.canary)}`);
        const [last] = lastEvents(deployRoot, app, 1);
        if (last) console.log(`          last move: ${describeEvent(last)}`);
      }
      // The registry's hashes must be those of the files it points at, or browsers refuse the remote.
      for (const { app, version, files } of verifyRegistry(deployRoot)) {
        console.error(`${app} ${version} does not hold the bytes the registry records:\n- ${files.join('\n- ')}`);
        process.exitCode = 1;
      }
      break;
    }
    default:
      console.log(
        'Usage: npm run release -- publish|rollback|canary|promote|abort|list|status <app> [options] (see scripts/release.ts)',
      );
      process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
