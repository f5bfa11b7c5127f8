import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { createInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
const root = '/tmp/canary-exp';
const seen = [];
const server = http.createServer((req, res) => {
  seen.push(req.url);
  const file = path.join(root, req.url);
  if (!fs.existsSync(file)) { res.writeHead(404); return res.end(); }
  res.writeHead(200, { 'content-type': 'text/javascript' }); res.end(fs.readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://localhost:${server.address().port}`;
let evaluating = null;
const hooks = (folder) => ({
  name: 'exp',
  async fetch(url, init) {
    const target = folder ? new URL(path.posix.basename(new URL(url).pathname), folder).href : url;
    return fetch(target, init);
  },
  async loadEntry({ remoteInfo }) {
    if (typeof document !== 'undefined') return undefined;
    const build = remoteInfo.name.split('@')[0];
    const text = await (await fetch(remoteInfo.entry)).text();
    const instances = globalThis.__FEDERATION__.__INSTANCES__;
    const aside = instances.filter((i) => i.options.name === build);
    for (const i of aside) instances.splice(instances.indexOf(i), 1);
    const module = { exports: {} };
    evaluating = new URL('.', remoteInfo.entry).href;
    try {
      new vm.Script(`(function(exports, module, require, __dirname, __filename) {${text}\n})`, { filename: remoteInfo.entry })
        .runInThisContext()(module.exports, module, createRequire(import.meta.url), '/nowhere', 'remoteEntry.js');
    } finally { evaluating = null; instances.unshift(...aside); }
    return module.exports[build] ?? module.exports;
  },
});
registerGlobalPlugins([{ name: 'exp', ...hooks(null), apply(instance) { const folder = evaluating; return folder ? hooks(folder) : undefined; } }]);
const text = async (mod) => JSON.stringify(await mod.loadMessages('en')).match(/(New season, new favourites|Canary season here)/)?.[0];
const host = createInstance({ name: 'exp-host', remotes: [
  { name: 'catalog', entry: `${origin}/v1/server/remoteEntry.js` },
  { name: 'catalog@v2', entry: `${origin}/v2/server/remoteEntry.js` } ] });
const order = process.argv[2] === 'canary-first';
const b0 = order ? await host.loadRemote('catalog@v2/HomePage') : null;
const a = await host.loadRemote('catalog/HomePage');
const b = b0 ?? await host.loadRemote('catalog@v2/HomePage');
console.log('same module object', a === b, 'v1:', await text(a), 'v2:', await text(b), 'instances', globalThis.__FEDERATION__.__INSTANCES__.map((i) => i.name));
console.log(seen.join(' '));
server.close();
