// /login's share of Mantine's styles; the rest comes with the signed-in chunk. The dates and charts
// styles come with the remote modules that render those components.
import './styles/login';
// The narrow subpaths: /login loads the providers, not every shared UI component.
import { AppProviders } from '@fund/shared/ui/app-providers';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { registerWorkerWhenQuiet } from './pwa/start';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>,
  );
}
registerWorkerWhenQuiet();
