/** Minimal headers of each format with a given size (the decoder reads only the header). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(2, 17);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.alloc(16),
  ]);
}

export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof.writeUInt8(8, 4);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

export function webpHeader(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const out = Buffer.alloc(40);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(32, 4);
  out.write('WEBP', 8, 'latin1');
  out.write(chunk, 12, 'latin1');
  if (chunk === 'VP8 ') {
    out.set([0x9d, 0x01, 0x2a], 23);
    out.writeUInt16LE(width, 26);
    out.writeUInt16LE(height, 28);
  } else if (chunk === 'VP8L') {
    out[20] = 0x2f;
    out.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  } else {
    out.writeUIntLE(width - 1, 24, 3);
    out.writeUIntLE(height - 1, 27, 3);
  }
  return out;
}
