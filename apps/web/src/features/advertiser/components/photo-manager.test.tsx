import {
  AUTH_MESSAGES,
  LISTING_MESSAGES,
  PHOTO_MAX_BYTES,
  PhotoUploadResponseSchema,
  type ErrorResponse,
} from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, useSession } from '../../../lib/session';
import { makeOwnListing, makeOwnPhoto } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
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

describe('PhotoManager', () => {
  beforeEach(() => {
    useSession
      .getState()
      .setUser(
        { userName: 'Scarlett', email: 'scarlett@example.com', role: 'model', userId: '77' },
        'model-token',
      );
  });
  afterEach(() => useSession.getState().logout());

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
    choosePhotos(fileOfSize('beach.jpg', 1024));

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
    choosePhotos(fileOfSize('garden.jpg', 1024));

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
    choosePhotos(fileOfSize('late.jpg', 1024));

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
