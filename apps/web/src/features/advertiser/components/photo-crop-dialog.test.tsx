import { LISTING_MESSAGES, PHOTO_CROP_QUALITY } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { signInAdvertiserForEachTest } from '../../../test/advertiser-session';
import { makeOwnListing } from '../../../test/advertiser-factories';
import { mockObjectUrls } from '../../../test/object-urls';
import { renderWithProviders } from '../../../test/render';
import { PhotoManager } from './photo-manager';

const PICKED = new File(['landscape'], 'landscape.png', { type: 'image/png' });

/**
 * jsdom decodes no photo and draws on no canvas, so these stand in for the browser's parts:
 * every image is a decoded 1200 × 800 photo, and the canvas's 2D context records the calls it
 * gets and encodes to a blob holding `cropped`. The real cropping code (lib/crop-photo.ts)
 * runs on them; the browser test draws for real.
 */
function fakeBrowserDrawing({ hasCanvas = true } = {}) {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(800);
  const prototype = HTMLImageElement.prototype as { decode?: () => Promise<void> };
  prototype.decode = () => Promise.resolve();
  onTestFinished(() => {
    delete prototype.decode;
  });
  const context = {
    imageSmoothingQuality: 'low',
    scale: vi.fn(),
    translate: vi.fn(),
    rotate: vi.fn(),
    drawImage: vi.fn(),
  };
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(hasCanvas ? (context as unknown as CanvasRenderingContext2D) : null);
  const encoded: Array<{ width: number; height: number; type?: string; quality?: unknown }> = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    encoded.push({ width: this.width, height: this.height, type, quality });
    callback(new Blob(['cropped'], { type }));
  });
  return { context, getContext, encoded };
}

/** XMLHttpRequest as uploadPhoto uses it, keeping only what was sent. */
class SentUploads {
  static bodies: FormData[] = [];
  readonly upload = { onprogress: null };
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    SentUploads.bodies.push(body);
  }
}

/** The cropper measures its frame: give jsdom a 400 px stage, then let the photo load. */
async function loadPhotoInCropper() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 400 }),
  );
  const image = await screen.findByRole('img', { name: 'The photo landscape.png' });
  await act(async () => {
    fireEvent.load(image);
    await Promise.resolve();
  });
}

/** The name and content of the file sent in the upload's `photo` field. */
async function sentPhoto() {
  const photo = SentUploads.bodies[0]?.get('photo');
  if (!(photo instanceof File)) throw new Error('No photo was sent');
  return { name: photo.name, text: await photo.text() };
}

function openCropStep() {
  mockObjectUrls('blob:landscape');
  renderWithProviders(<PhotoManager listing={makeOwnListing()} />);
  const input = screen.getByLabelText('Choose photos');
  input.focus();
  fireEvent.change(input, { target: { files: [PICKED] } });
  return { input, dialog: screen.getByRole('dialog', { name: 'Crop and rotate your photo' }) };
}

describe('the crop step of one picked photo', () => {
  signInAdvertiserForEachTest();
  beforeEach(() => {
    SentUploads.bodies = [];
    vi.stubGlobal('XMLHttpRequest', SentUploads);
  });

  it('turns the photo a quarter right, crops it to the portrait frame and uploads the cropped JPEG, not the picked file', async () => {
    const drawing = fakeBrowserDrawing();
    const { input, dialog } = openCropStep();
    expect(SentUploads.bodies).toHaveLength(0);
    await loadPhotoInCropper();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate right' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo' }));

    await waitFor(() => expect(SentUploads.bodies).toHaveLength(1));
    expect(await sentPhoto()).toEqual({ name: 'landscape.jpg', text: 'cropped' });
    // Turned, the 1200 × 800 photo stands 800 × 1200: its whole width in a 3:4 frame.
    expect(drawing.encoded).toEqual([
      { width: 800, height: 1067, type: 'image/jpeg', quality: PHOTO_CROP_QUALITY },
    ]);
    expect(drawing.context.rotate).toHaveBeenCalledWith(Math.PI / 2);
    expect(drawing.context.drawImage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The dialog closes after an await, so React runs the focus trap's clean-up a moment later.
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('uploads the very file picked when it is used as taken, without drawing it again', async () => {
    const drawing = fakeBrowserDrawing();
    const { dialog } = openCropStep();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'As taken' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo' }));

    await waitFor(() => expect(SentUploads.bodies).toHaveLength(1));
    expect(await sentPhoto()).toEqual({ name: 'landscape.png', text: 'landscape' });
    expect(drawing.getContext).not.toHaveBeenCalled();
  });

  it('uploads nothing on Cancel or Escape and gives focus back to the picker', async () => {
    const drawing = fakeBrowserDrawing();
    const { input, dialog } = openCropStep();
    expect(within(dialog).getByRole('button', { name: 'Rotate left' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    fireEvent.change(input, { target: { files: [PICKED] } });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(SentUploads.bodies).toHaveLength(0);
    expect(drawing.getContext).not.toHaveBeenCalled();
  });

  it('says the photo could not be cropped and uploads nothing when the browser cannot draw it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeBrowserDrawing({ hasCanvas: false });
    const { dialog } = openCropStep();
    await loadPhotoInCropper();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      LISTING_MESSAGES.photoCropFailed,
    );
    expect(SentUploads.bodies).toHaveLength(0);
  });
});
