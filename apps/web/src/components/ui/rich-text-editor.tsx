import { DESCRIPTION_ALLOWED_TAGS } from '@app/contract';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The visible label's id: the editable area is named by it. */
  readonly labelId: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onBlur?: () => void;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  /**
   * The contract's allow-list the server keeps (DESCRIPTION_ALLOWED_TAGS unless given, e.g.
   * BLOG_ALLOWED_TAGS): `h2` adds a level-2 heading, `a` adds links. Fixed for the editor's
   * life.
   */
  readonly allowedTags?: readonly string[];
}

/**
 * A Tiptap editor limited to what the server keeps (by default DESCRIPTION_ALLOWED_TAGS:
 * paragraphs, bold, italic, lists, level-3 headings, quotes), so nothing the writer formats is
 * thrown away on save. Every other StarterKit mark and node is switched off, pasted markup
 * included; level-2 headings and links only when the allow-list names `h2` and `a`.
 */
export function RichTextEditor({
  labelId,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
  allowedTags = DESCRIPTION_ALLOWED_TAGS,
}: RichTextEditorProps) {
  const allows = allowsOf(allowedTags);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: allows.h2 ? [2, 3] : [3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // The server keeps only href: no target or rel to add and see stripped again.
        link: allows.link
          ? { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } }
          : false,
      }),
    ],
    content: value,
    immediatelyRender: true,
    // Tiptap's own <style> tag is an inline style the CSP (style-src 'self') blocks and reports
    // on every editor page; the rules the editor needs are in rich-text-editor.module.css.
    injectCSS: false,
    editorProps: {
      attributes: contentAttributes(labelId, invalid, describedBy),
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // Keeps the attributes that change with validation on the editable element.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: contentAttributes(labelId, invalid, describedBy),
      },
    });
  }, [editor, invalid, describedBy, labelId]);

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      {editor ? <Toolbar editor={editor} labelId={labelId} buttons={buttonsFor(allows)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/** The editable area's attributes: a labelled multi-line textbox, with its validation state. */
function contentAttributes(
  labelId: string,
  invalid: boolean,
  describedBy: string | undefined,
): Record<string, string> {
  return {
    class: styles.content ?? '',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-invalid': String(invalid),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

interface ToolbarButton {
  readonly label: string;
  readonly glyph: string;
  readonly isActive: (editor: Editor) => boolean;
  readonly run: (editor: Editor) => void;
}

interface Allows {
  readonly h2: boolean;
  readonly link: boolean;
}

function allowsOf(allowedTags: readonly string[]): Allows {
  return { h2: allowedTags.includes('h2'), link: allowedTags.includes('a') };
}

/** The first heading button is the largest heading allowed; with h2 the h3 one is "Subheading". */
function buttonsFor(allows: Allows): readonly ToolbarButton[] {
  if (!allows.h2 && !allows.link) return BUTTONS;
  const [bold, italic, heading, ...rest] = BUTTONS;
  return [
    bold!,
    italic!,
    ...(allows.h2 ? [HEADING_2, { ...heading!, label: 'Subheading', glyph: 'h' }] : [heading!]),
    ...rest,
    ...(allows.link ? [LINK] : []),
  ];
}

type Chain = ReturnType<Editor['chain']>;

/** A button that toggles the node or mark `name` (with its `attributes`) on the selection. */
function toggleButton(
  label: string,
  glyph: string,
  name: string,
  toggle: (chain: Chain) => Chain,
  attributes?: Record<string, unknown>,
): ToolbarButton {
  return {
    label,
    glyph,
    isActive: (e) => e.isActive(name, attributes),
    run: (e) => toggle(e.chain().focus()).run(),
  };
}

function headingButton(level: 2 | 3): ToolbarButton {
  return toggleButton('Heading', 'H', 'heading', (c) => c.toggleHeading({ level }), { level });
}

const HEADING_2 = headingButton(2);

const LINK_PROMPT = 'Link address (https://…); leave empty to remove the link';
const LINK_ADDRESS = /^(https?:\/\/|mailto:)/i;

/** Asks for the address; empty removes the link, anything but http(s) or mailto is ignored. */
const LINK: ToolbarButton = {
  label: 'Link',
  glyph: '🔗',
  isActive: (e) => e.isActive('link'),
  run: (e) => {
    const current = (e.getAttributes('link').href as string | undefined) ?? 'https://';
    const address = window.prompt(LINK_PROMPT, current)?.trim();
    if (address === undefined) return;
    if (address === '') {
      e.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (LINK_ADDRESS.test(address)) {
      e.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    }
  },
};

const BUTTONS: readonly ToolbarButton[] = [
  toggleButton('Bold', 'B', 'bold', (c) => c.toggleBold()),
  toggleButton('Italic', 'I', 'italic', (c) => c.toggleItalic()),
  headingButton(3),
  toggleButton('Bulleted list', '•', 'bulletList', (c) => c.toggleBulletList()),
  toggleButton('Numbered list', '1.', 'orderedList', (c) => c.toggleOrderedList()),
  toggleButton('Quote', '❝', 'blockquote', (c) => c.toggleBlockquote()),
];

/** The formatting buttons: a labelled toolbar of toggle buttons (aria-pressed). */
function Toolbar({
  editor,
  labelId,
  buttons,
}: {
  readonly editor: Editor;
  readonly labelId: string;
  readonly buttons: readonly ToolbarButton[];
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => buttons.map((button) => button.isActive(current)),
  });
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={labelId} className={styles.toolbar}>
      {buttons.map((button, index) => (
        <button
          key={button.label}
          type="button"
          className={styles.tool}
          aria-label={button.label}
          title={button.label}
          aria-pressed={active[index] ?? false}
          onClick={() => button.run(editor)}
        >
          <span aria-hidden="true">{button.glyph}</span>
        </button>
      ))}
    </div>
  );
}
