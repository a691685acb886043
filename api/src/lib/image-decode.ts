import type Sharp from 'sharp';
import type { ImageInfo } from './image-header';

/** libvips, loaded with the first image (~0.4 s at the app's start otherwise). */
let loaded: Promise<typeof Sharp> | undefined;
function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // A server decodes each image once: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/**
 * The image decoded in full and encoded again in its own format, or null when it does not decode
 * (a header without pixel data, a truncated or corrupt file). What is stored is this copy, never
 * the bytes as sent: anything after the image's end (HTML after a PNG's IEND), metadata and
 * private chunks are gone. `maxPixels` bounds the decoder too, whatever the header said.
 */
export async function reencodeImage(bytes: Buffer, mime: ImageInfo['mime'], maxPixels: number) {
  const sharp = await loadSharp();
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
