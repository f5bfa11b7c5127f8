/**
 * Preloaded into the shell's server by scripts/bench/profile-server.ts (NODE_OPTIONS=--require, since NODE_OPTIONS
 * refuses --cpu-prof): profiles the process with the inspector and writes the profile into CPU_PROFILE_DIR when the
 * server exits (main.ts exits through process.exit on SIGTERM). SIGUSR2 starts the profile afresh: the bench sends it
 * once the pages are warm, so the process's start (the remotes' code loaded and compiled) is not in what it reads.
 */
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.on('SIGUSR2', () => {
    session.post('Profiler.stop', () => session.post('Profiler.start'));
  });
  const exit = process.exit.bind(process);
  process.exit = (code) => {
    // A session of the process's own main thread answers synchronously.
    session.post('Profiler.stop', (error, result) => {
      if (!error) fs.writeFileSync(path.join(dir, `shell-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
    return exit(code);
  };
}
