import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { renderStandalone } from '@fund/shared/ui/standalone';
import PlayerWorkPage from './pages/player-work-page';
import StudentsPage from './pages/students-page';

renderStandalone({ '/students': StudentsPage, '/player': PlayerWorkPage, '/': StudentsPage });
