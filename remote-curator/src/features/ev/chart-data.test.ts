import { toChartData } from './chart-data';

test('EV chart points carry EV and the actual result per period', () => {
  expect(toChartData([{ period: '2026-03-01', ev: '10.50', actual: '-2.25' }])).toEqual([
    { period: 'Март 2026', ev: 10.5, actual: -2.25 },
  ]);
});
