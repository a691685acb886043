import { ALERTS_KEY, alertColor, takeUnseen } from './alerts';

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

  it('shows all messages the first time and remembers their ids', () => {
    const s = memory();
    expect(takeUnseen(messages, s).map((m) => m.id)).toEqual([1, 2]);
    expect(s.data.get(ALERTS_KEY)).toBe('[1,2]');
  });

  it('shows only new ids and replaces the seen list with the current ids', () => {
    const s = memory('[1,7]');
    expect(takeUnseen(messages, s).map((m) => m.id)).toEqual([2]);
    expect(s.data.get(ALERTS_KEY)).toBe('[1,2]');
  });

  it('survives a corrupted seen list', () => {
    expect(takeUnseen(messages, memory('{oops')).length).toBe(2);
  });

  it('maps types to colours', () => {
    expect(alertColor('error')).toBe('red');
    expect(alertColor('whatever')).toBe('blue');
  });
});
