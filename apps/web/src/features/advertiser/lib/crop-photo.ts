import { PHOTO_CROP_MAX_SIDE, PHOTO_CROP_QUALITY } from '@app/contract';

/** A rectangle in the photo's pixels, after rotation (as react-easy-crop reports it). */
export interface CropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Draws `area` of the photo turned by `rotation` degrees (a multiple of 90) onto a canvas and
 * encodes it as a JPEG, named like the original. The browser applies the photo's EXIF
 * orientation when it decodes it, as the cropper showed it; the server re-encodes the result
 * and strips its metadata anyway (docs/decisions/010-photos.md).
 */
export async function cropPhoto(file: File, area: CropArea, rotation: number): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return await drawCrop(image, area, rotation, jpegName(file.name));
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function drawCrop(
  image: HTMLImageElement,
  area: CropArea,
  rotation: number,
  name: string,
): Promise<File> {
  const quarterTurns = (((Math.round(rotation / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  const isSideways = quarterTurns % 2 === 1;
  const turnedWidth = isSideways ? image.naturalHeight : image.naturalWidth;
  const turnedHeight = isSideways ? image.naturalWidth : image.naturalHeight;
  const scale = Math.min(1, PHOTO_CROP_MAX_SIDE / Math.max(area.width, area.height));

  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.imageSmoothingQuality = 'high';
  // One canvas of the crop's size: move the crop's corner to the origin, then turn the photo
  // about the centre of its turned bounding box.
  context.scale(scale, scale);
  context.translate(-area.x, -area.y);
  context.translate(turnedWidth / 2, turnedHeight / 2);
  context.rotate((quarterTurns * Math.PI) / 2);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PHOTO_CROP_QUALITY),
  );
  if (!blob) throw new Error('The cropped photo could not be encoded.');
  return new File([blob], name, { type: 'image/jpeg' });
}

/** `beach.png` → `beach.jpg`: the name the advertiser knows, with the type it now has. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.jpg`;
}
