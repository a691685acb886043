import { GRID_WIDTH } from './columns';

// 1280 px window − 250 px drawer − 2 × 16 px page padding − a vertical scrollbar.
const SPACE_AT_1280 = 1280 - 250 - 32 - 18;

describe('scheduler grid', () => {
  it('fits the page at 1280 px: ROI, Прибыль, Рейтинг and Возврат are not cut off', () => {
    expect(GRID_WIDTH).toBeLessThanOrEqual(SPACE_AT_1280);
  });
});
