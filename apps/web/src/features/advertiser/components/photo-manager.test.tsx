import {
  AUTH_MESSAGES,
  LISTING_MESSAGES,
  PHOTO_MAX_BYTES,
  PhotoUploadResponseSchema,
  buildListingPhotoOrderPath,
  buildModelListingPath,
  type ErrorResponse,
  type OwnPhoto,
} from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readToken, useSession } from '../../../lib/session';
import { signInAdvertiserForEachTest } from '../../../test/advertiser-session';
import { makeOwnListing, makeOwnPhoto } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { mockObjectUrls } from '../../../test/object-urls';
import { renderWithProviders } from '../../../test/render';
import { useOwnListing } from '../api/own-listing';
import { PhotoManager } from './photo-manager';

function fileOfSize(name: string, bytes: number): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/**
 * A stand-in for XMLHttpRequest with the parts uploadPhoto uses: each sent request is kept in
 * `sent` until the test answers it with `respond` (which runs the browser's onload).
 */
class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }

  abort() {
    this.onabort?.();
  }

  /** Answers with `status` and a JSON body, as the server does. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  /** The name of the file sent in the multipart field `photo`. */
  get fileName(): string {
    const photo = this.body?.get('photo');
    return photo instanceof File ? photo.name : '';
  }
}

function stubUploads() {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
}

/** Answers the upload of `name` and lets React show the result. */
async function answerUpload(name: string, status: number, body: unknown) {
  await waitFor(() =>
    expect(FakeUploadRequest.sent.map((request) => request.fileName)).toContain(name),
  );
  const request = FakeUploadRequest.sent.find((sent) => sent.fileName === name)!;
  await act(async () => {
    request.respond(status, body);
    await Promise.resolve();
  });
  return request;
}

function choosePhotos(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files } });
}

/** Picks one photo, which opens the crop step, and uploads it as taken (unchanged). */
function choosePhotoAsTaken(file: File) {
  mockObjectUrls('blob:picked-photo');
  choosePhotos(file);
  const dialog = screen.getByRole('dialog', { name: 'Crop and rotate your photo' });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'As taken' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo' }));
}

/** The row of the upload list that shows the file `name`. */
function uploadRow(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Uploads' });
  const row = within(list).getByText(name).closest('li');
  if (!row) throw new Error(`No upload row for ${name}`);
  return row;
}

function errorBody(statusCode: number, error: string, message: string, photo?: string) {
  const body: ErrorResponse = {
    statusCode,
    error,
    message,
    ...(photo ? { errors: { photo } } : {}),
  };
  return body;
}

/** jsdom has no layout: give each photo cell a place in a row so dnd-kit can measure it. */
function layOutGridCells() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const cell = this.closest('li');
    if (!cell?.parentElement) return original.call(this);
    const index = Array.from(cell.parentElement.children).indexOf(cell);
    return DOMRect.fromRect({ x: index * 200, y: 0, width: 180, height: 240 });
  });
}

/**
 * The listing's photos as the server keeps them: each upload is appended where it lands (as
 * photos.service does), GET answers them in stored order, PUT of the order rewrites it.
 */
function stubListingServer(initial: readonly OwnPhoto[]) {
  let stored = [...initial];
  const orderBodies: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    if (url === buildListingPhotoOrderPath(501) && init?.method === 'PUT') {
      const { photo_ids: ids } = JSON.parse(String(init.body)) as { photo_ids: number[] };
      orderBodies.push({ photo_ids: ids });
      stored = ids.map((id, position) => ({
        ...stored.find((photo) => photo.id === id)!,
        position,
      }));
      return jsonResponse({ message: LISTING_MESSAGES.saved });
    }
    if (url === buildModelListingPath(501)) {
      return jsonResponse({ data: makeOwnListing({ photos: stored }) });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    orderBodies,
    /** Stores the photo `id` and answers its upload as the server does. */
    store: (id: number) => {
      const photo = makeOwnPhoto(id, stored.length);
      stored.push(photo);
      return { message: LISTING_MESSAGES.photoUploaded, data: photo, flagged: false };
    },
  };
}

/** The photo manager over the listing query, as the builder and the dashboard render it. */
function ManagerOverListingQuery() {
  const { data } = useOwnListing(501);
  return data ? <PhotoManager listing={data} /> : null;
}

/** The photo ids of the grid, in the order shown (from each image's narrowest URL). */
function shownPhotoIds(): number[] {
  const grid = screen.getByRole('list', { name: 'Your photos, in gallery order' });
  return within(grid)
    .getAllByRole('img')
    .map((image) => Number(/photo-(\d+)-/.exec(image.getAttribute('src') ?? '')?.[1]));
}

describe('PhotoManager', () => {
  signInAdvertiserForEachTest();

  it('refuses a file over the size limit in the browser with the contract message, uploading nothing', () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    renderWithProviders(<PhotoManager listing={makeOwnListing()} />);
    const input = screen.getByLabelText('Choose photos');
    expect(input).toHaveAttribute('multiple');
    fireEvent.change(input, { target: { files: [fileOfSize('huge.jpg', PHOTO_MAX_BYTES + 1)] } });
    expect(screen.getByText(LISTING_MESSAGES.photoTooLarge)).toBeInTheDocument();
    expect(screen.getByText('huge.jpg')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('moves a photo with the keyboard and saves the new order', async () => {
    layOutGridCells();
    const listing = makeOwnListing({
      photos: [makeOwnPhoto(11, 0), makeOwnPhoto(12, 1), makeOwnPhoto(13, 2)],
    });
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'Saved.' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PhotoManager listing={listing} />);

    const handle = screen.getByRole('button', { name: 'Move photo 1 of 3' });
    handle.focus();
    // dnd-kit's keyboard sensor starts listening one tick after it picks an item up.
    const press = async (code: string, key: string) => {
      await act(async () => {
        fireEvent.keyDown(document.activeElement ?? handle, { code, key });
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    };
    await press('Space', ' ');
    await press('ArrowRight', 'ArrowRight');
    await press('Space', ' ');

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(requestUrl(input!)).toBe('/api/model/listings/501/photos/order');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ photo_ids: [12, 11, 13] });
  });

  it('makes a photo the main one with a button', async () => {
    const listing = makeOwnListing({ photos: [makeOwnPhoto(11, 0), makeOwnPhoto(12, 1)] });
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'Saved.' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PhotoManager listing={listing} />);
    expect(screen.getByText('Main photo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Make main photo' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ photo_ids: [12, 11] });
  });

  it('shows that the photo matches another listing and the listing will be reviewed when the upload answer is flagged', async () => {
    stubUploads();
    renderWithProviders(<PhotoManager listing={makeOwnListing()} />);
    choosePhotoAsTaken(fileOfSize('beach.jpg', 1024));

    const request = await answerUpload(
      'beach.jpg',
      201,
      PhotoUploadResponseSchema.parse({
        message: LISTING_MESSAGES.photoUploaded,
        data: makeOwnPhoto(3, 2),
        flagged: true,
      }),
    );

    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/model/listings/501/photos');
    expect(request.headers.Authorization).toBe('Bearer model-token');
    const row = uploadRow('beach.jpg');
    expect(row).toHaveAttribute('data-state', 'done');
    expect(within(row).getByRole('alert')).toHaveTextContent(
      'This photo matches a photo on another listing, so your listing will be reviewed by our team before it goes live.',
    );
    expect(within(row).getByText(LISTING_MESSAGES.photoUploaded)).toBeInTheDocument();
  });

  it('shows no review note when the upload answer is not flagged', async () => {
    stubUploads();
    renderWithProviders(<PhotoManager listing={makeOwnListing()} />);
    choosePhotoAsTaken(fileOfSize('garden.jpg', 1024));

    await answerUpload('garden.jpg', 201, {
      message: LISTING_MESSAGES.photoUploaded,
      data: makeOwnPhoto(3, 2),
      flagged: false,
    });

    const row = uploadRow('garden.jpg');
    expect(within(row).getByText(LISTING_MESSAGES.photoUploaded)).toBeInTheDocument();
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends the session on a 401 upload answer and shows the sign-in message instead of a success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubUploads();
    renderWithProviders(<PhotoManager listing={makeOwnListing()} />);
    choosePhotoAsTaken(fileOfSize('late.jpg', 1024));

    await answerUpload('late.jpg', 401, errorBody(401, 'Unauthorized', AUTH_MESSAGES.unauthorized));

    await waitFor(() => expect(useSession.getState().isLogging).toBe(false));
    expect(useSession.getState().userName).toBe('');
    expect(readToken()).toBeNull();
    const row = uploadRow('late.jpg');
    expect(row).toHaveAttribute('data-state', 'failed');
    expect(within(row).getByRole('status')).toHaveTextContent(AUTH_MESSAGES.unauthorized);
    expect(screen.queryByText(LISTING_MESSAGES.photoUploaded)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps three photos picked together in the order picked when their uploads finish 3rd, 1st, 2nd: shown so while uploading, then saved with one PUT', async () => {
    stubUploads();
    const server = stubListingServer([makeOwnPhoto(11, 0)]);
    renderWithProviders(<ManagerOverListingQuery />);
    await screen.findByRole('img', { name: 'Photo 1 of 1 (main photo)' });
    choosePhotos(
      fileOfSize('first.jpg', 1024),
      fileOfSize('second.jpg', 1024),
      fileOfSize('third.jpg', 1024),
    );

    await answerUpload('third.jpg', 201, server.store(23));
    await answerUpload('first.jpg', 201, server.store(21));
    // Stored as 11, 23, 21 so far; shown as picked while the second is on its way.
    await waitFor(() => expect(shownPhotoIds()).toEqual([11, 21, 23]));
    expect(server.orderBodies).toEqual([]);

    await answerUpload('second.jpg', 201, server.store(22));

    await waitFor(() => expect(server.orderBodies).toEqual([{ photo_ids: [11, 21, 22, 23] }]));
    await waitFor(() => expect(shownPhotoIds()).toEqual([11, 21, 22, 23]));
  });

  it('orders the photos that arrived as picked and keeps the error of the one that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubUploads();
    const server = stubListingServer([]);
    renderWithProviders(<ManagerOverListingQuery />);
    await screen.findByText('No photos yet. The first photo is your main photo.');
    choosePhotos(
      fileOfSize('one.jpg', 1024),
      fileOfSize('scan.jpg', 1024),
      fileOfSize('three.jpg', 1024),
    );

    await answerUpload('three.jpg', 201, server.store(33));
    await answerUpload(
      'scan.jpg',
      422,
      errorBody(422, 'Unprocessable Entity', LISTING_MESSAGES.photoNotImage),
    );
    await answerUpload('one.jpg', 201, server.store(31));

    await waitFor(() => expect(server.orderBodies).toEqual([{ photo_ids: [31, 33] }]));
    expect(shownPhotoIds()).toEqual([31, 33]);
    expect(within(uploadRow('scan.jpg')).getByRole('status')).toHaveTextContent(
      LISTING_MESSAGES.photoNotImage,
    );
  });

  it('sends no order when the uploads finish in the order picked', async () => {
    stubUploads();
    const server = stubListingServer([]);
    renderWithProviders(<ManagerOverListingQuery />);
    await screen.findByText('No photos yet. The first photo is your main photo.');
    choosePhotos(fileOfSize('a.jpg', 1024), fileOfSize('b.jpg', 1024));

    await answerUpload('a.jpg', 201, server.store(41));
    await answerUpload('b.jpg', 201, server.store(42));

    await waitFor(() => expect(shownPhotoIds()).toEqual([41, 42]));
    expect(server.orderBodies).toEqual([]);
  });

  it("shows a 422 answer's errors.photo message on that file's row only, beside another file's success", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubUploads();
    renderWithProviders(<PhotoManager listing={makeOwnListing()} />);
    choosePhotos(fileOfSize('good.jpg', 1024), fileOfSize('scan.jpg', 1024));

    await answerUpload('good.jpg', 201, {
      message: LISTING_MESSAGES.photoUploaded,
      data: makeOwnPhoto(3, 2),
      flagged: false,
    });
    await answerUpload(
      'scan.jpg',
      422,
      errorBody(
        422,
        'Unprocessable Entity',
        LISTING_MESSAGES.photoNotImage,
        LISTING_MESSAGES.photoNotImage,
      ),
    );

    const failed = uploadRow('scan.jpg');
    expect(failed).toHaveAttribute('data-state', 'failed');
    expect(within(failed).getByRole('status')).toHaveTextContent(LISTING_MESSAGES.photoNotImage);
    const done = uploadRow('good.jpg');
    expect(done).toHaveAttribute('data-state', 'done');
    expect(within(done).getByRole('status')).toHaveTextContent(LISTING_MESSAGES.photoUploaded);
    expect(within(done).queryByText(LISTING_MESSAGES.photoNotImage)).not.toBeInTheDocument();
    // A refused photo is not a reason to sign the advertiser out.
    expect(readToken()).toBe('model-token');
  });
});
