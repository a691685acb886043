// Everything behind the login: one chunk, loaded after sign-in (or while the user types on /login),
// so /login carries only what it renders (docs/performance.md "Bundles"), styles included.
import './styles/signed-in';
import { RuDatesProvider } from '@fund/shared/ui/dates-provider';
import { Shell } from './features/shell/shell';
import { StartGate } from './features/start/start-gate';
import { RemotePage } from './lib/remotes/remote-page';

export function SignedInLayout() {
  return (
    <RuDatesProvider>
      <StartGate>
        <Shell />
      </StartGate>
    </RuDatesProvider>
  );
}

export { RemotePage };
