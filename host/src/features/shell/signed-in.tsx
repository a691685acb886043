// Everything behind the login: one chunk, loaded after sign-in (or while the user types on /login),
// so /login carries only what it renders (docs/performance.md "Bundles").
import { DocumentsPage } from '../documents/documents-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { StartGate } from '../start/start-gate';
import { Shell } from './shell';

export function SignedInLayout() {
  return (
    <StartGate>
      <Shell />
    </StartGate>
  );
}

export { DocumentsPage, NotFoundPage, RemotePage };
