import { streamUrl } from './stream-url';

test('the access token travels in the query, encoded', () => {
  expect(streamUrl(12, 'a.b+c')).toBe('/api/videogallery/videos_auth/12/?token=a.b%2Bc');
  expect(streamUrl(3, null)).toBe('/api/videogallery/videos_auth/3/?token=');
});
