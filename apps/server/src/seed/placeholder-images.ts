import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageStorage } from '../platform/storage/image-storage.js';
import type { Random } from './random.js';

/**
 * Placeholder portraits drawn at seed time: a stylised silhouette on a gradient, never a
 * photo of a real person. Names are content hashes, like uploaded images.
 */
export const PORTRAIT_WIDTH = 480;
export const PORTRAIT_HEIGHT = 600;

const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#2b1331', '#8e2f5e', '#f0c27b'],
  ['#101d33', '#3a5a8c', '#e8d5b7'],
  ['#231a12', '#8a5a2b', '#f4d8a8'],
  ['#1b2a24', '#3f7d64', '#e9e4c9'],
  ['#2a1020', '#b0456e', '#ffd6e0'],
  ['#14141f', '#5b4b8a', '#d9cbea'],
  ['#301c1c', '#a2473d', '#f6c9a8'],
  ['#0f2529', '#2a7f87', '#d6f1ef'],
];

function portraitSvg(random: Random): string {
  const [dark, mid, light] = random.pick(PALETTES);
  const headX = 240 + random.int(-30, 30);
  const headY = 230 + random.int(-20, 20);
  const headR = random.int(70, 90);
  const hair = random.chance(0.6)
    ? `<ellipse cx="${headX}" cy="${headY + 30}" rx="${headR + 28}" ry="${headR + 70}" fill="${dark}" opacity="0.55"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${headX / PORTRAIT_WIDTH}" cy="0.35" r="0.6">
      <stop offset="0" stop-color="${light}" stop-opacity="0.35"/><stop offset="1" stop-color="${light}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${hair}
  <circle cx="${headX}" cy="${headY}" r="${headR}" fill="${dark}" opacity="0.85"/>
  <path d="M ${headX - 190} 600 C ${headX - 170} ${headY + 150}, ${headX + 170} ${headY + 150}, ${headX + 190} 600 Z" fill="${dark}" opacity="0.85"/>
</svg>`;
}

function coverSvg(random: Random, index: number): string {
  const [dark, mid, light] = PALETTES[index % PALETTES.length]!;
  const circles = Array.from({ length: 6 }, () => {
    const r = random.int(40, 160);
    return `<circle cx="${random.int(0, 1200)}" cy="${random.int(0, 630)}" r="${r}" fill="${light}" opacity="${(random.int(5, 18) / 100).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>${circles}
</svg>`;
}

async function storeJpeg(storage: ImageStorage, prefix: string, svg: string): Promise<string> {
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  const name = `${prefix}-${createHash('sha256').update(jpeg).digest('hex').slice(0, 20)}.jpg`;
  await storage.save(name, jpeg);
  return name;
}

/** `count` pictures drawn in turn (each draw reads `random` in order), stored as JPEG. */
async function storeJpegs(
  storage: ImageStorage,
  prefix: string,
  count: number,
  draw: (index: number) => string,
): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) names.push(await storeJpeg(storage, prefix, draw(i)));
  return names;
}

export function createPortraits(
  storage: ImageStorage,
  random: Random,
  count: number,
): Promise<string[]> {
  return storeJpegs(storage, 'portrait', count, () => portraitSvg(random));
}

export function createBlogCovers(
  storage: ImageStorage,
  random: Random,
  count: number,
): Promise<string[]> {
  return storeJpegs(storage, 'cover', count, (index) => coverSvg(random, index));
}
