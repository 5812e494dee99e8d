import { crc32, deflateSync } from 'node:zlib';

/*
 * Test images made here, with no image library: a PNG of `width` × `height` pixels whose
 * colours run in a gradient from `from` to `to`, so the server has a real picture to decode,
 * resize and describe (its thumbhash differs per image).
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function gradientPng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // no filter
    for (let x = 0; x < width; x += 1) {
      const share = (x / width + y / height) / 2;
      for (let channel = 0; channel < 3; channel += 1) {
        const start = from[channel] ?? 0;
        const end = to[channel] ?? 0;
        rows[row + 1 + x * 3 + channel] = Math.round(start + (end - start) * share);
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for `setInputFiles`. */
export function pngFile(
  name: string,
  from: [number, number, number],
  to: [number, number, number],
) {
  return { name, mimeType: 'image/png', buffer: gradientPng(1600, 1200, from, to) };
}
