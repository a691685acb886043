import { createHash } from 'node:crypto';

/** Deterministic demo week for the scheduler: same seed → same rows on every machine. */
const SCHEDULER_SEED = 20261123;
/** At least this many tournament-days are generated (the issue asks for ≥ 20,000). */
const MIN_TOURNAMENTS = 21_000;

export interface Network {
  id: number;
  name: string;
  currency: 'USD' | 'EUR';
  /** Share of the series that run on this network. */
  weight: number;
  /** Field softness: added to the expected ROI, in percent. */
  softness: number;
  names: string[];
}

export const NETWORKS: Network[] = [
  {
    id: 1,
    name: 'GGNetwork',
    currency: 'USD',
    weight: 30,
    softness: 4,
    names: [
      'Bounty Hunters',
      'Zodiac',
      'Daily Main',
      'Mini Main Event',
      'Speed Racer',
      'Monster Stack',
      'Daily Guarantee',
      'Global Spin',
      'Fifty Stack',
      'Daily Hyper',
    ],
  },
  {
    id: 2,
    name: 'PokerStars',
    currency: 'USD',
    weight: 26,
    softness: -2,
    names: [
      'Bounty Builder',
      'Hot',
      'Big',
      'The Daily Big',
      'Sunday Storm',
      'Mini Sunday Million',
      'Daily Cooldown',
      'Stadium Series',
      'Daily Marathon',
      'Turbo Series',
    ],
  },
  {
    id: 3,
    name: 'WPN',
    currency: 'USD',
    weight: 14,
    softness: 6,
    names: [
      'The Venom',
      'Daily Double',
      'Mini Mega',
      'Bounty Mini',
      'Rebuy Madness',
      'Night Owl',
      'Early Bird',
      'Super Stack',
    ],
  },
  {
    id: 4,
    name: 'iPoker',
    currency: 'EUR',
    weight: 10,
    softness: 8,
    names: ['Daily Quarter', 'Sunday Special', 'Bounty Hunter', 'Evening Grand', 'Hot Shot', 'Daily Dozen'],
  },
  {
    id: 5,
    name: 'Winamax',
    currency: 'EUR',
    weight: 12,
    softness: 3,
    names: [
      'Monster Stack',
      'Highroller',
      'Daily Grind',
      'Super Freeze',
      'Hold’em Bounty',
      'Kill The Fish',
      'Freeze Turbo',
    ],
  },
  {
    id: 6,
    name: 'PartyPoker',
    currency: 'USD',
    weight: 8,
    softness: 5,
    names: ['Big Game', 'Daily Legends', 'Rocket', 'Midnight Special', 'Sunday Warm-Up', 'Powerfest Daily'],
  },
];

/** USD per unit of the demo currencies (the EUR rate of the demo chip currencies). */
const USD_RATES = { USD: '1', EUR: '1.08' } as const;

const BUYINS: Record<'USD' | 'EUR', Array<[string, number]>> = {
  USD: [
    ['1.10', 4],
    ['2.20', 6],
    ['3.30', 8],
    ['5.50', 12],
    ['7.50', 8],
    ['11.00', 14],
    ['16.50', 8],
    ['22.00', 12],
    ['33.00', 7],
    ['44.00', 6],
    ['55.00', 7],
    ['82.00', 3],
    ['109.00', 4],
    ['162.00', 2],
    ['215.00', 2],
    ['320.00', 1],
    ['530.00', 1],
    ['1050.00', 0.5],
  ],
  EUR: [
    ['1.00', 5],
    ['2.00', 7],
    ['5.00', 14],
    ['10.00', 14],
    ['20.00', 10],
    ['30.00', 5],
    ['50.00', 6],
    ['100.00', 3],
    ['250.00', 1],
    ['500.00', 0.5],
  ],
};
const DAY_FACTOR = [0.92, 0.9, 0.93, 0.95, 1.02, 1.12, 1.35];
const SUFFIXES = ['', '', '', 'Special', 'Deepstack', 'Main', 'Mini', 'Progressive'];

/** mulberry32: a tiny seeded PRNG with a uniform [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(rand: () => number, items: Array<[T, number]>): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1]![0];
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** Rating from ROI: ≥30 Best, ≥15 Good, ≥5 Average, ≥−5 Bad, below that Forbidden. */
export function scoreFor(roi: number): number {
  if (roi >= 30) return 2;
  if (roi >= 15) return 1;
  if (roi >= 5) return 0;
  if (roi >= -5) return -1;
  return -2;
}

/** Column arrays of the series, ready for one `INSERT … SELECT FROM unnest(…)`; per-day arrays as literals. */
export interface SeedColumns {
  hash: string[];
  network: number[];
  name: string[];
  type: string[];
  bounty: string[];
  minute: number[];
  buyin: string[];
  currency: string[];
  rate: string[];
  refunded: boolean[];
  days: string[];
  durations: string[];
  entries: string[];
  rois: string[];
  scores: string[];
  /** Tournament-days in all (the sum of the days arrays' lengths). */
  total: number;
}

function daysOf(rand: () => number): number[] {
  const r = rand();
  if (r < 0.7) return [0, 1, 2, 3, 4, 5, 6];
  if (r < 0.85) return [0, 1, 2, 3, 4];
  if (r < 0.93) return [5, 6];
  return [rand() < 0.6 ? 6 : Math.floor(rand() * 7)];
}

function startMinute(rand: () => number): number {
  // Most of the schedule runs in the European evening and the American night (14:00-04:00 UTC).
  const raw = rand() < 0.8 ? 14 * 60 + rand() * 14 * 60 : rand() * 24 * 60;
  const step = rand() < 0.7 ? 30 : 5;
  return (Math.floor(raw / step) * step) % 1440;
}

const literal = (values: Array<number | string>) => `{${values.join(',')}}`;

/** The demo week: series until at least `minRows` tournament-days exist. */
export function generateWeek(seed = SCHEDULER_SEED, minRows = MIN_TOURNAMENTS): SeedColumns {
  const rand = prng(seed);
  const cols: SeedColumns = {
    hash: [],
    network: [],
    name: [],
    type: [],
    bounty: [],
    minute: [],
    buyin: [],
    currency: [],
    rate: [],
    refunded: [],
    days: [],
    durations: [],
    entries: [],
    rois: [],
    scores: [],
    total: 0,
  };
  const networkWeights = NETWORKS.map((n) => [n, n.weight] as [Network, number]);
  for (let series = 0; cols.total < minRows; series++) {
    const network = weighted(rand, networkWeights);
    const buyin = weighted(rand, BUYINS[network.currency]);
    const turbo = rand() < 0.3;
    const bounty = weighted(rand, [
      ['freezeout', 45],
      ['knockout', 42],
      ['rebuy', 13],
    ] as Array<[string, number]>);
    const base = pick(rand, network.names);
    const suffix = turbo ? 'Turbo' : pick(rand, SUFFIXES);
    const sign = network.currency === 'EUR' ? '€' : '$';
    const label = Number(buyin) % 1 === 0 ? String(Number(buyin)) : buyin;
    const name = [base, suffix, `${sign}${label}`].filter(Boolean).join(' ');
    const minute = startMinute(rand);
    const usd = Number(buyin) * Number(USD_RATES[network.currency]);
    const baseEntries = Math.max(
      18,
      Math.round((2600 / Math.sqrt(usd)) * (0.3 + rand() * 1.7) * (turbo ? 0.6 : 1)),
    );
    const baseDuration = turbo ? 110 + rand() * 150 : 240 + rand() * 300 + Math.log10(baseEntries) * 30;
    const roiMean =
      16 - 6 * Math.log10(usd) + network.softness - (bounty === 'rebuy' ? 5 : 0) - (turbo ? 4 : 0);
    const baseRoi = roiMean + (rand() - 0.5) * 40;
    const days = daysOf(rand);
    const rois = days.map(() => Math.max(-60, Math.min(90, baseRoi + (rand() - 0.5) * 8)).toFixed(2));
    cols.hash.push(
      createHash('sha1')
        .update(`${seed}:${series}:${network.id}:${name}:${minute}`)
        .digest('hex')
        .slice(0, 16),
    );
    cols.network.push(network.id);
    cols.name.push(name);
    cols.type.push(turbo ? 'turbo' : 'regular');
    cols.bounty.push(bounty);
    cols.minute.push(minute);
    cols.buyin.push(buyin);
    cols.currency.push(network.currency);
    cols.rate.push(USD_RATES[network.currency]);
    cols.refunded.push(rand() < 0.08);
    cols.days.push(literal(days));
    cols.durations.push(
      literal(days.map((day) => Math.round((baseDuration * (day >= 5 ? 1.08 : 1)) / 5) * 5)),
    );
    cols.entries.push(
      literal(days.map((day) => Math.round(baseEntries * DAY_FACTOR[day]! * (0.9 + rand() * 0.2)))),
    );
    cols.rois.push(literal(rois));
    cols.scores.push(literal(rois.map((roi) => scoreFor(Number(roi)))));
    cols.total += days.length;
  }
  return cols;
}
