import { ALERTS_KEY, alertColor, markSeen, unseenBy } from './alerts';

const memory = (initial?: string) => {
  const data = new Map<string, string>(initial ? [[ALERTS_KEY, initial]] : []);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
};

describe('system message alerts', () => {
  const messages = [
    { id: 1, type: 'info' as const, text: 'a' },
    { id: 2, type: 'warning' as const, text: 'b' },
  ];

  it('lists every message the first time and marks nothing by listing', () => {
    const s = memory();
    expect(unseenBy('player', messages, s).map((m) => m.id)).toEqual([1, 2]);
    expect(s.data.has(ALERTS_KEY)).toBe(false);
  });

  it('lists only new ids once shown; the seen list becomes the current ids', () => {
    const s = memory('{"player":[1,7]}');
    expect(unseenBy('player', messages, s).map((m) => m.id)).toEqual([2]);
    markSeen('player', [1, 2], s);
    expect(JSON.parse(s.data.get(ALERTS_KEY)!)).toEqual({ player: [1, 2] });
    expect(unseenBy('player', messages, s)).toEqual([]);
  });

  it('keeps «seen» per user: another user of the same browser still gets them', () => {
    const s = memory();
    markSeen('player', [1, 2], s);
    expect(unseenBy('newbie', messages, s).map((m) => m.id)).toEqual([1, 2]);
    markSeen('newbie', [1], s);
    expect(JSON.parse(s.data.get(ALERTS_KEY)!)).toEqual({ player: [1, 2], newbie: [1] });
  });

  it('survives a corrupted list, and reads the former browser-wide list as nothing seen', () => {
    expect(unseenBy('player', messages, memory('{oops')).length).toBe(2);
    expect(unseenBy('player', messages, memory('[1,2]')).length).toBe(2);
  });

  it('maps types to colours', () => {
    expect(alertColor('error')).toBe('red');
    expect(alertColor('whatever')).toBe('blue');
  });
});
