// A tournament as the search answers it, for the tests of this feature (spread and override per case).
import type { Tournament } from '@fund/shared/schemas/scheduler';

export const tournament: Tournament = {
  id: 1,
  hash: 'a',
  day_number: 0,
  network: 'GGNetwork',
  name: 'Zodiac $11',
  start_time: '18:00',
  duration: 300,
  buyin: '11.00',
  currency: 'USD',
  usd_buyin: '11.00',
  total_entries: 500,
  roi: '10.00',
  profit_per_tournament: '1.10',
  score: 0,
  refunded: false,
  tournament_type: 'regular',
  bounty_type: 'freezeout',
};
