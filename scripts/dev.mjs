// `pnpm dev`: the API in watch mode and every app's webpack dev server with hot reload
// (PORT_OFFSET=N: every port + N).
import { spawn } from 'node:child_process';

// PORT_OFFSET moves every port, as for the built stack (scripts/start.mjs): the apps' dev servers
// read it themselves (scripts/webpack/create-config.js), the API gets its port here.
const offset = Number(process.env.PORT_OFFSET || 0);
const procs = [
  spawn('pnpm', ['--filter', '@fund/api', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT || String(8000 + offset) },
  }),
  ...['host', 'remote-player', 'remote-scheduler', 'remote-video', 'remote-curator', 'remote-backoffice'].map(
    (app) => spawn('pnpm', ['--filter', `./${app}`, 'dev'], { stdio: 'inherit' }),
  ),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
