import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { renderStandalone } from '@fund/shared/ui/standalone';
import VideoPage from './pages/video-page';

renderStandalone({ '/video': VideoPage, '/': VideoPage });
