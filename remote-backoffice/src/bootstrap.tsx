import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@fund/shared/ui/standalone';
import AuditPage from './pages/audit-page';
import MessagesPage from './pages/messages-page';
import PeoplePage from './pages/people-page';
import QueuesPage from './pages/queues-page';

renderStandalone({
  '/backoffice': QueuesPage,
  '/backoffice/messages': MessagesPage,
  '/backoffice/people': PeoplePage,
  '/backoffice/audit': AuditPage,
  '/': QueuesPage,
});
