// Issue 25: one 12-megapixel JPEG (4000 × 3000, camera-like: noise under a blur, quality 90,
// with EXIF) into every stored variant (WebP 320/640/1280 and the thumbhash), through the
// server's own processPhoto (one at a time, one libvips thread, decision 160). Reports each
// run's time and the peak RSS above the idle process (sampled every 5 ms), then four uploads
// arriving at once (they queue). Aim: ≤ 1.5 s and ≤ 150 MiB above idle.
// Run: node --import tsx bench/photo-process.mjs   (BENCH_RUNS to change the count, default 5)
import sharp from 'sharp';
import { processPhoto } from '../apps/server/src/features/photos/photo-processing.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const MiB = 1024 * 1024;

const input = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .blur(1.2)
  .jpeg({ quality: 90 })
  .withExif({ IFD0: { Make: 'Bench', Model: 'Camera' } })
  .toBuffer();
// The input is made by the same library: let its memory settle before "idle" is read.
global.gc?.();
await new Promise((resolve) => setTimeout(resolve, 500));

function sampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage.rss());
  };
}

const idle = process.memoryUsage.rss();
console.log(
  `input ${(input.length / MiB).toFixed(2)} MiB JPEG, 4000×3000; idle RSS ${(idle / MiB).toFixed(0)} MiB`,
);
const times = [];
let peakAll = idle;
for (let run = 0; run < runs; run += 1) {
  const stop = sampler();
  const started = performance.now();
  const result = await processPhoto(input, 50_000_000);
  const ms = performance.now() - started;
  const peak = stop();
  peakAll = Math.max(peakAll, peak);
  times.push(ms);
  const sizes = result.variants.map((v) => `${v.width}:${(v.content.length / 1024).toFixed(0)}K`);
  console.log(
    `run ${run + 1}: ${ms.toFixed(0)} ms, peak +${((peak - idle) / MiB).toFixed(0)} MiB, ${sizes.join(' ')}`,
  );
}
times.sort((a, b) => a - b);
console.log(
  `median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms, peak RSS +${((peakAll - idle) / MiB).toFixed(0)} MiB above idle`,
);

const stop = sampler();
const started = performance.now();
await Promise.all([1, 2, 3, 4].map(() => processPhoto(input, 50_000_000)));
const burstMs = performance.now() - started;
const burstPeak = stop();
console.log(
  `4 at once (queued): ${burstMs.toFixed(0)} ms in all, peak RSS +${((burstPeak - idle) / MiB).toFixed(0)} MiB above idle`,
);
