import { imageInfo } from '../../../src/lib/image-header';
import { checkImage } from '../../../src/routes/accounting/transfers/repository';
import { jpegHeader, pngHeader, webpHeader } from './image-fixtures';

describe('image type and size from the decoded header', () => {
  it.each([
    ['png', pngHeader(640, 480), 'image/png'],
    ['jpeg', jpegHeader(1920, 1080), 'image/jpeg'],
    ['webp lossy', webpHeader('VP8 ', 300, 200), 'image/webp'],
    ['webp lossless', webpHeader('VP8L', 300, 200), 'image/webp'],
    ['webp extended', webpHeader('VP8X', 300, 200), 'image/webp'],
  ])('%s', (_, bytes, mime) => {
    const info = imageInfo(bytes);
    expect(info?.mime).toBe(mime);
    expect(info!.width * info!.height).toBeGreaterThan(0);
  });

  it('reads the exact size', () => {
    expect(imageInfo(pngHeader(640, 480))).toEqual({ mime: 'image/png', width: 640, height: 480 });
    expect(imageInfo(jpegHeader(1920, 1080))).toEqual({ mime: 'image/jpeg', width: 1920, height: 1080 });
    expect(imageInfo(webpHeader('VP8X', 300, 200))).toEqual({ mime: 'image/webp', width: 300, height: 200 });
  });

  it.each([
    ['three magic bytes and junk', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64, 1)])],
    ['a PNG signature without IHDR', Buffer.concat([pngHeader(1, 1).subarray(0, 8), Buffer.alloc(64, 1)])],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG', pngHeader(10, 10).subarray(0, 20)],
  ])('%s → not an image', (_, bytes) => {
    expect(imageInfo(bytes)).toBeNull();
    expect(() => checkImage(bytes)).toThrow('Файл должен быть изображением PNG, JPEG или WebP.');
  });

  it.each([
    ['zero width', pngHeader(0, 10), 'Файл должен быть изображением PNG, JPEG или WebP.'],
    ['a side over the cap', pngHeader(8193, 10), 'Изображение больше 8192×8192 точек.'],
    ['a pixel bomb', pngHeader(100_000, 100_000), 'Изображение больше 8192×8192 точек.'],
    ['too many pixels', jpegHeader(8000, 8000), 'Изображение больше 8192×8192 точек.'],
  ])('%s → refused', (_, bytes, message) => {
    expect(() => checkImage(bytes)).toThrow(message);
  });
});
