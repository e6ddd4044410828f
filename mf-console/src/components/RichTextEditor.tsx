import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { errorMessage } from '@centre/platform';
import { FileUploadButton } from './FileUploadButton.tsx';
import styles from './components.module.css';

interface ToolbarCommand {
  key: string;
  run(editor: Editor): void;
  /** Toggles show their state (aria-pressed); undo and redo do not. */
  active?(editor: Editor): boolean;
}

const COMMANDS: readonly ToolbarCommand[] = [
  { key: 'bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'heading2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'heading3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'blockquote', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'undo', run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', run: (e) => e.chain().focus().redo().run() },
];

/**
 * Rich text (TipTap). The toolbar is one tab stop whose buttons are reached with the arrow keys
 * (the ARIA toolbar pattern), so Tab moves from the toolbar into the text and on out of the editor.
 * Pictures are uploaded to the file store and need a description before they go in. The server
 * sanitises whatever HTML arrives.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const { t } = useTranslation('console');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: styles.editorContent ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => COMMANDS.map((command) => Boolean(current && command.active?.(current))),
  });

  const toolbar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonCount = COMMANDS.length + 1;
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? buttonCount - 1 : null;
    if (!step && jump === null) return;
    event.preventDefault();
    const next = jump ?? (focusIndex + step + buttonCount) % buttonCount;
    setFocusIndex(next);
    toolbar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]')[next]?.focus();
  };

  const [pending, setPending] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const insertPicture = () => {
    if (!editor || !pending || !description.trim()) return;
    editor.chain().focus().setImage({ src: pending, alt: description.trim() }).run();
    setPending(null);
    setDescription('');
  };

  return (
    <div className={styles.editor} data-invalid={invalid ? 'true' : undefined}>
      <div ref={toolbar} role="toolbar" aria-label={t('editor.toolbar')} aria-controls={id} className={styles.editorToolbar} onKeyDown={moveFocus}>
        {COMMANDS.map((command, index) => (
          <button
            key={command.key}
            type="button"
            data-toolbar-item
            tabIndex={index === focusIndex ? 0 : -1}
            aria-pressed={command.active ? Boolean(pressed?.[index]) : undefined}
            disabled={!editor}
            onFocus={() => setFocusIndex(index)}
            onClick={() => editor && command.run(editor)}
          >
            {t(`editor.${command.key}`)}
          </button>
        ))}
        <FileUploadButton
          label={t('editor.image')}
          accept="image/*"
          tabIndex={focusIndex === COMMANDS.length ? 0 : -1}
          onFocus={() => setFocusIndex(COMMANDS.length)}
          onUploaded={(url) => setPending(url)}
          describeError={(error) => t('upload.failed', { detail: errorMessage(error) })}
        />
      </div>
      {pending && (
        <div className={styles.editorImageForm}>
          <img src={pending} alt="" className={styles.thumbPreview} />
          <label htmlFor={`${id}-image-alt`}>{t('editor.imageAlt')}</label>
          <input id={`${id}-image-alt`} value={description} maxLength={200} onChange={(event) => setDescription(event.target.value)} />
          <button type="button" className={styles.secondaryButton} disabled={!description.trim()} onClick={insertPicture}>
            {t('editor.insertImage')}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => setPending(null)}>
            {t('actions.cancel')}
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
