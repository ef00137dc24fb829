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
}

/**
 * A Tiptap editor limited to what the server keeps (DESCRIPTION_ALLOWED_TAGS: paragraphs,
 * bold, italic, lists, level-3 headings, quotes), so nothing the advertiser formats is thrown
 * away on save. Every other StarterKit mark and node is switched off, pasted markup included.
 */
export function RichTextEditor({
  labelId,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // Keeps the attributes that change with validation on the editable element.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          class: styles.content ?? '',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-invalid': String(invalid),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
      },
    });
  }, [editor, invalid, describedBy, labelId]);

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      {editor ? <Toolbar editor={editor} labelId={labelId} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

interface ToolbarButton {
  readonly label: string;
  readonly glyph: string;
  readonly isActive: (editor: Editor) => boolean;
  readonly run: (editor: Editor) => void;
}

const BUTTONS: readonly ToolbarButton[] = [
  {
    label: 'Bold',
    glyph: 'B',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    glyph: 'I',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    glyph: 'H',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    glyph: '•',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    glyph: '1.',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    glyph: '❝',
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/** The formatting buttons: a labelled toolbar of toggle buttons (aria-pressed). */
function Toolbar({ editor, labelId }: { readonly editor: Editor; readonly labelId: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => BUTTONS.map((button) => button.isActive(current)),
  });
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={labelId} className={styles.toolbar}>
      {BUTTONS.map((button, index) => (
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
