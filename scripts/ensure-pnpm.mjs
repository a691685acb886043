// `npm start` / `npm test` on a machine with only Node and npm: install pnpm 10 once.
import { execSync } from 'node:child_process';

try {
  execSync('pnpm --version', { stdio: 'ignore' });
} catch {
  console.log('Installing pnpm 10 with npm…');
  execSync('npm install -g pnpm@10', { stdio: 'inherit' });
}
