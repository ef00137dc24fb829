import { BLOG_ALLOWED_TAGS } from '@app/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

function toolbarButtons() {
  return within(screen.getByRole('toolbar', { name: 'Formatting' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
}

describe('RichTextEditor', () => {
  it("offers the listing description's tools by default: one heading level, no links", () => {
    render(<RichTextEditor labelId="about" value="<p>Hi</p>" onChange={vi.fn()} />);

    expect(toolbarButtons()).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Quote',
    ]);
  });

  it("adds a level-2 heading and links when the contract's blog allow-list names them", () => {
    render(
      <RichTextEditor
        labelId="body"
        value='<h2>Title</h2><p>See <a href="https://example.com/">this</a>.</p>'
        onChange={vi.fn()}
        allowedTags={BLOG_ALLOWED_TAGS}
      />,
    );

    expect(toolbarButtons()).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]);
    const content = screen.getByRole('textbox');
    expect(within(content).getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(within(content).getByRole('link', { name: 'this' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
  });
});
