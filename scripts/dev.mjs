// `pnpm dev`: the API in watch mode and every app's webpack dev server with hot reload.
import { spawn } from 'node:child_process';

const procs = [
  spawn('pnpm', ['--filter', '@fund/api', 'dev'], { stdio: 'inherit' }),
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
