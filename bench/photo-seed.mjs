// Ten posts with photos on top of the seeded user's home (issue 25), for bench/photo-home.mjs and
// the `photos` route of bench/lighthouse.mjs: synthetic 4000 × 3000 JPEGs made with sharp (a
// colour gradient under coarse blotches and fine grain, so that detail survives the scaling
// down to a card, as a garden's or a market stall's does), uploaded as `bench-0` and attached to
// ten new posts in its first group, so they top its home feed.
import sharp from 'sharp';
import { benchToken } from './web-app.mjs';

export const benchAuth = { authorization: `Bearer ${benchToken}` };

async function api(app, method, path, body, headers = { 'content-type': 'application/json' }) {
  const response = await fetch(`${app.url}/api/${path}`, {
    method,
    headers: { ...benchAuth, ...headers },
    body:
      body === undefined
        ? undefined
        : headers['content-type'] === 'application/json'
          ? JSON.stringify(body)
          : body,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Noise made at `scale` of the photo's size and enlarged: detail of about 1/scale pixels. */
function octave(width, height, scale, sigma) {
  const small = { width: Math.round(width * scale), height: Math.round(height * scale) };
  return sharp({ create: { ...small, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

async function photo(index) {
  const width = 4000;
  const height = 3000;
  const hue = (index * 36) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // Leaves and gravel: coarse blotches and fine grain that survive the scaling down to a card.
  const [coarse, fine] = await Promise.all([
    octave(width, height, 0.015, 60),
    octave(width, height, 0.08, 25),
  ]);
  return sharp(gradient)
    .composite([
      { input: coarse, blend: 'overlay' },
      { input: fine, blend: 'soft-light' },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads ten photos and posts each in the bench user's first group (newest on top). */
export async function seedPhotoPosts(app) {
  const groups = await api(app, 'GET', 'Group');
  const groupId = (Array.isArray(groups) ? groups : groups.items)[0].id;
  for (let index = 0; index < 10; index += 1) {
    const stored = await api(app, 'POST', 'Photo', await photo(index), {
      'content-type': 'image/jpeg',
    });
    await api(app, 'POST', 'Post', {
      groupId,
      title: `Photo post ${index + 1}`,
      description: 'Friss a kertből.',
      tags: '',
      photoIds: [stored.id],
    });
  }
}
