import { LISTING_MESSAGES, PHOTO_CROP_ASPECT } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { makeOwnListing } from '../../../test/advertiser-factories';
import { mockObjectUrls } from '../../../test/object-urls';
import { renderWithProviders } from '../../../test/render';
import { cropPhoto } from '../lib/crop-photo';
import { PhotoManager } from './photo-manager';

// jsdom cannot decode a photo or draw on a canvas: the drawing (lib/crop-photo.ts) is the
// seam, and the browser test draws for real. What is proven here is what the dialog asks it
// for and what it hands to the upload.
vi.mock('../lib/crop-photo', () => ({ cropPhoto: vi.fn() }));

const PICKED = new File(['landscape'], 'landscape.png', { type: 'image/png' });
const CROPPED = new File(['cropped'], 'landscape.jpg', { type: 'image/jpeg' });

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

/** The cropper measures its frame and the photo: give jsdom a 400 px stage and a 1200 × 800 photo. */
async function loadPhotoInCropper() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 400 }),
  );
  const image = await screen.findByRole('img', { name: 'The photo landscape.png' });
  Object.defineProperty(image, 'naturalWidth', { value: 1200 });
  Object.defineProperty(image, 'naturalHeight', { value: 800 });
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
  beforeEach(() => {
    vi.mocked(cropPhoto).mockReset();
    SentUploads.bodies = [];
    vi.stubGlobal('XMLHttpRequest', SentUploads);
    useSession
      .getState()
      .setUser(
        { userName: 'Scarlett', email: 'scarlett@example.com', role: 'model', userId: '77' },
        'model-token',
      );
  });
  afterEach(() => useSession.getState().logout());

  it('turns the photo a quarter right, crops it to the portrait frame and uploads the cropped photo, not the picked one', async () => {
    vi.mocked(cropPhoto).mockResolvedValue(CROPPED);
    const { input, dialog } = openCropStep();
    expect(SentUploads.bodies).toHaveLength(0);
    await loadPhotoInCropper();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate right' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo' }));

    await waitFor(() => expect(SentUploads.bodies).toHaveLength(1));
    expect(await sentPhoto()).toEqual({ name: 'landscape.jpg', text: 'cropped' });
    const [file, area, rotation] = vi.mocked(cropPhoto).mock.calls[0] ?? [];
    expect(file).toBe(PICKED);
    expect(rotation).toBe(90);
    // Turned, the 1200 × 800 photo stands 800 × 1200: the whole width in a 3:4 frame.
    expect(area?.width).toBeCloseTo(800, 0);
    expect(area!.width / area!.height).toBeCloseTo(PHOTO_CROP_ASPECT, 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('uploads the very file picked when it is used as taken, without drawing it again', async () => {
    const { dialog } = openCropStep();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'As taken' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo' }));

    await waitFor(() => expect(SentUploads.bodies).toHaveLength(1));
    expect(await sentPhoto()).toEqual({ name: 'landscape.png', text: 'landscape' });
    expect(cropPhoto).not.toHaveBeenCalled();
  });

  it('uploads nothing on Cancel or Escape and gives focus back to the picker', async () => {
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
    expect(cropPhoto).not.toHaveBeenCalled();
  });

  it('says the photo could not be cropped and uploads nothing when the browser cannot draw it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(cropPhoto).mockRejectedValue(new Error('no canvas'));
    const { dialog } = openCropStep();
    await loadPhotoInCropper();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      LISTING_MESSAGES.photoCropFailed,
    );
    expect(SentUploads.bodies).toHaveLength(0);
  });
});
