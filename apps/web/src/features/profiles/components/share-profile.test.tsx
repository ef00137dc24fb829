import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { removeShareApis, stubShareApis } from '../../../test/share-apis';
import { ShareProfile } from './share-profile';

const LINK = 'https://example.test/profile/jane-doe/42?state=new-south-wales';

function pressShare() {
  renderWithProviders(<ShareProfile title="Jane Doe, Sydney" url={LINK} />);
  fireEvent.click(screen.getByRole('button', { name: 'Share this profile' }));
}

describe('ShareProfile', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(removeShareApis);

  it('hands the clean link and the title to the system share sheet where there is one', async () => {
    const share = vi.fn<Navigator['share']>(async () => {});
    const { writeText } = stubShareApis({ share });

    pressShare();

    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Jane Doe, Sydney', url: LINK }),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stays silent, copying nothing, when the visitor closes the share sheet', async () => {
    const share = vi.fn<Navigator['share']>(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const { writeText } = stubShareApis({ share });

    pressShare();

    await vi.waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const { writeText } = stubShareApis();

    pressShare();

    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('shows the link selected in a read-only box when copying is refused', async () => {
    stubShareApis({
      writeText: async () => {
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      },
    });

    pressShare();

    const box = await screen.findByLabelText<HTMLInputElement>(/copy this link by hand/);
    expect(box).toHaveValue(LINK);
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveFocus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, LINK.length]);
  });
});
