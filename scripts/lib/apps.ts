/** The apps of the shop and where their builds live. */
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const remotes = ['catalog', 'checkout', 'account'] as const;
export type RemoteApp = (typeof remotes)[number];
export const apps = ['shell', ...remotes] as const;
export type App = (typeof apps)[number];

export const distDir = (app: App) => path.join(root, app, 'dist');
export const defaultDeployRoot = path.join(root, '.deploy');

/** Where each remote is served from in the local composed setup: its own origin (port). */
export const defaultRemotePorts: Record<RemoteApp, number> = { catalog: 3001, checkout: 3002, account: 3003 };
/** Where `npm run dev -- <remote>` serves a remote alone (and its federated build for a local override). */
export const devPorts: Record<RemoteApp, number> = { catalog: 4001, checkout: 4002, account: 4003 };
