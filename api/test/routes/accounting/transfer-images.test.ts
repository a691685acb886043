import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp, login } from '../../helpers/app';
import { type Client, CONFIRM, clientFor, transferId } from './helpers';
import { pngHeader } from './image-fixtures';

/**
 * A transfer's dialog captures (POST /api/accounting/transfers/:id/images/): judged by the decoded
 * header, then decoded in full, and what is stored is a re-encoded copy, never the bytes as sent.
 */
let app: FastifyInstance;
let player: Client;
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
});
afterEach(() => app?.close());

const TO_DMITRY = 'Перевод Дмитрию на PokerStars';
const NOT_IMAGE = 'Файл должен быть изображением PNG, JPEG или WebP.';

/** A real image of a dialog: a few colours, encoded by libvips in the given format. */
function capture(format: 'png' | 'jpeg' | 'webp', width = 320, height = 200): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .composite([
      { input: Buffer.from([255, 255, 255]), raw: { width: 1, height: 1, channels: 3 }, tile: true },
    ])
    .toFormat(format);
  return image.toBuffer();
}

function multipart(bytes: Buffer, name = 'capture.png') {
  const boundary = '----acc-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(username: string, id: number, bytes: Buffer) {
  const { access } = await login(app, username);
  const { body, type } = multipart(bytes);
  return app.inject({
    method: 'POST',
    url: `/api/accounting/transfers/${id}/images/`,
    headers: { authorization: `Bearer ${access}`, 'content-type': type },
    payload: body,
  });
}

const stored = () =>
  app.db.query<{ mime: string; size: number; data: Uint8Array }>(
    'SELECT mime, size, data FROM transfer_images ORDER BY id',
  );

async function confirmed(): Promise<number> {
  const id = await transferId(app, TO_DMITRY);
  await player.post(`/api/accounting/transfers/confirmv2/${id}/`, CONFIRM);
  return id;
}

test('after confirmation a PNG is stored; a non-image by its decoded header is 400; other users 404', async () => {
  const png = await capture('png');
  const id = await transferId(app, TO_DMITRY);
  expect((await upload('player', id, png)).statusCode).toBe(409);
  await player.post(`/api/accounting/transfers/confirmv2/${id}/`, CONFIRM);
  const ok = await upload('player', id, png);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().data).toMatchObject({ mime: 'image/png', size: expect.any(Number) });
  const fake = await upload('player', id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
  expect(fake.statusCode).toBe(400);
  expect(fake.json().error.messages[0]).toBe(NOT_IMAGE);
  // Magic bytes alone are not an image; a header with absurd dimensions is refused too.
  const magicOnly = await upload('player', id, Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]));
  expect(magicOnly.statusCode).toBe(400);
  const huge = await upload('player', id, pngHeader(100_000, 100_000));
  expect(huge.json().error.messages).toEqual(['Изображение больше 8192×8192 точек.']);
  expect((await upload('anna.kuznetsova', id, png)).statusCode).toBe(404);
  expect(await stored()).toHaveLength(1);
});

describe('issue 35 #34: decoded in full, a re-encoded copy stored', () => {
  test('a header-only PNG, a truncated one and a JPEG without its scan → 400, nothing stored', async () => {
    const id = await confirmed();
    const png = await capture('png');
    const jpeg = await capture('jpeg');
    for (const bytes of [
      pngHeader(800, 600),
      png.subarray(0, Math.floor(png.length / 2)),
      jpeg.subarray(0, 200),
    ]) {
      const res = await upload('player', id, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.messages).toEqual([NOT_IMAGE]);
    }
    expect(await stored()).toEqual([]);
  });

  test('HTML appended after IEND is not stored: the copy is the image alone, re-encoded', async () => {
    const id = await confirmed();
    const png = await capture('png');
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const res = await upload('player', id, Buffer.concat([png, html]));
    expect(res.statusCode).toBe(200);
    const [row] = await stored();
    const data = Buffer.from(row!.data);
    expect(data.includes('<script>')).toBe(false);
    expect(data.subarray(-8).toString('latin1', 0, 4)).toBe('IEND');
    expect(res.json().data).toMatchObject({ mime: 'image/png', size: data.length });
    expect(await sharp(data).metadata()).toMatchObject({ format: 'png', width: 320, height: 200 });
  });

  test.each(['png', 'jpeg', 'webp'] as const)(
    'a real %s is stored as a decodable copy of its own type',
    async (format) => {
      const id = await confirmed();
      const sent = await capture(format, 64, 48);
      const res = await upload('player', id, sent);
      expect(res.statusCode).toBe(200);
      const [row] = await stored();
      expect(row!.mime).toBe(`image/${format}`);
      expect(await sharp(Buffer.from(row!.data)).metadata()).toMatchObject({ format, width: 64, height: 48 });
    },
  );
});
