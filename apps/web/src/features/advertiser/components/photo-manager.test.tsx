import { LISTING_MESSAGES, PHOTO_MAX_BYTES } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { makeOwnListing, makeOwnPhoto } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { PhotoManager } from './photo-manager';

function fileOfSize(name: string, bytes: number): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
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
});
