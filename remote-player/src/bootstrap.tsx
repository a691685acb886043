import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { renderStandalone } from '@fund/shared/ui/standalone';
import HistoryPage from './pages/history-page';
import HomePage from './pages/home-page';
import OnboardingWizard from './pages/onboarding-wizard';
import TeamPage from './pages/team-page';

renderStandalone({
  '/': HomePage,
  '/history': HistoryPage,
  '/team': TeamPage,
  '/onboarding': OnboardingWizard,
});
