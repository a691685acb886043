import { SectionPage } from '@fund/shared/ui';
import type { JSX } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Gallery } from '../features/gallery/components/gallery';
import { VideoPlayer } from '../features/player/components/video-player';
import { t } from '../texts';

/** /video: the gallery; /video?id=N: one video (spec 02 §2). Exposed to the host. */
export default function VideoPage(): JSX.Element {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <SectionPage title={t.title}>{id !== null ? <VideoPlayer key={id} id={id} /> : <Gallery />}</SectionPage>
  );
}
