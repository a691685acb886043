import fs from 'node:fs';
import type { Statement } from '../../../src/routes/history/statement';
import { renderStatement } from '../../../src/routes/history/statement-pdf';

// Issue 40 (docs/performance.md "Exports"): a statement's fonts are read once per document, not
// at each change of font (pdfkit re-read and parsed the 700 KB file for each of a month's rows).
const NOW = new Date('2026-11-30T12:00:00.000Z');
const movements = Array.from({ length: 200 }, (_, i) => ({
  at: new Date(Date.UTC(2026, 9, 1, i % 24)).toISOString(),
  kind: 'transfer',
  amount: `${i + 1}.25`,
  fee: '',
  comment: `row ${i}`,
}));
const statement: Statement = {
  month: {
    key: '2026-10',
    start: new Date('2026-09-30T21:00:00.000Z'),
    end: new Date('2026-10-31T21:00:00.000Z'),
    closed: true,
  },
  player: 'player',
  sections: [
    {
      room: 'Room',
      account: 'Account',
      currency: 'USD',
      opening: '0.00',
      closing: '20100.00',
      incoming: '20100.00',
      outgoing: '0.00',
      fees: '0.00',
      other: '0.00',
      movements,
    },
  ],
  totals: [{ currency: 'USD', incoming: '20100.00', outgoing: '0.00', fees: '0.00' }],
  rates: [],
  hash: 'a'.repeat(64),
  previousHash: 'b'.repeat(64),
};

test('a statement of 200 movements reads each font file once', async () => {
  const reads = jest.spyOn(fs, 'readFileSync');
  try {
    const pdf = await renderStatement(statement, 'Fund', NOW);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const fonts = reads.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('.ttf'));
    expect(fonts.map((file) => file.split(/[\\/]/).pop())).toEqual(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']);
  } finally {
    reads.mockRestore();
  }
});
