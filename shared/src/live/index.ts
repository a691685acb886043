export { liveTexts } from './texts';
export { useLiveEvents } from './use-live-events';
