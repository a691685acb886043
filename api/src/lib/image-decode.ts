import sharp from 'sharp';
import type { ImageInfo } from './image-header';

// A server decodes each image once: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * The image decoded in full and encoded again in its own format, or null when it does not decode
 * (a header without pixel data, a truncated or corrupt file). What is stored is this copy, never
 * the bytes as sent: anything after the image's end (HTML after a PNG's IEND), metadata and
 * private chunks are gone. `maxPixels` bounds the decoder too, whatever the header said.
 */
export async function reencodeImage(bytes: Buffer, mime: ImageInfo['mime'], maxPixels: number) {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels });
    const encoded =
      mime === 'image/png'
        ? image.png()
        : mime === 'image/jpeg'
          ? image.jpeg({ quality: 90 })
          : image.webp({ quality: 90 });
    return await encoded.toBuffer();
  } catch {
    return null;
  }
}
