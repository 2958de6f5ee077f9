import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type Ref } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { NEWS_TEXT_MAX_CHARS, visibleLengthOf } from '@berufswahl/contracts/messaging/news';

interface RichTextEditorProps {
  label: string;
  requiredMark?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  errorMessage?: string;
  /** Receives the editable element, so that a failed submit can focus it (spec 4). */
  editableRef?: Ref<HTMLElement>;
}

/**
 * The news and event text (TipTap with the starter kit): paragraphs, subheadings, bold, italic,
 * lists and links; a toolbar of toggle buttons; and the characters left, counted exactly as the
 * server counts them (`visibleLengthOf`, decision 091).
 */
export function RichTextEditor({ label, requiredMark, value, onChange, onBlur, errorMessage, editableRef }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    immediatelyRender: true,
    // TipTap would add a <style> element, which the Content-Security-Policy forbids; its few
    // rules are in news.css instead.
    injectCSS: false,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  // Screen readers need a name, the multi-line role and the error state on the editable element.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': `${hintId} ${counterId}${errorMessage ? ` ${errorId}` : ''}`,
          'aria-invalid': errorMessage ? 'true' : 'false',
          'aria-required': 'true',
          class: 'rich-text-editor__content rich-text',
        },
      },
    });
    if (typeof editableRef !== 'function') return;
    // The view exists only once EditorContent has mounted the editor, which TipTap may do after
    // this effect; reading `editor.view.dom` before that throws (and took the whole form down).
    if (!editor.isDestroyed) {
      editableRef(editor.view.dom);
      return;
    }
    const onMount = () => editableRef(editor.view.dom);
    editor.on('mount', onMount);
    return () => {
      editor.off('mount', onMount);
    };
  }, [editor, labelId, hintId, counterId, errorId, errorMessage, editableRef]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const used = visibleLengthOf(value);
  const left = NEWS_TEXT_MAX_CHARS - used;

  const toggleLink = () => {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt(t('news.editor.linkPrompt'), 'https://');
    if (href && /^(https?:\/\/|mailto:)/i.test(href)) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const tools: { key: keyof NonNullable<typeof state>; label: string; run: () => void; glyph: string }[] = editor
    ? [
        { key: 'bold', label: t('news.editor.bold'), run: () => editor.chain().focus().toggleBold().run(), glyph: 'B' },
        { key: 'italic', label: t('news.editor.italic'), run: () => editor.chain().focus().toggleItalic().run(), glyph: 'I' },
        { key: 'heading', label: t('news.editor.heading'), run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(), glyph: 'H' },
        { key: 'bulletList', label: t('news.editor.bulletList'), run: () => editor.chain().focus().toggleBulletList().run(), glyph: '•' },
        { key: 'orderedList', label: t('news.editor.orderedList'), run: () => editor.chain().focus().toggleOrderedList().run(), glyph: '1.' },
        { key: 'link', label: t('news.editor.link'), run: toggleLink, glyph: 'Link' },
      ]
    : [];

  return (
    <div className="field rich-text-editor">
      <span id={labelId} className="field__label">
        {label}
        {requiredMark}
      </span>
      <span id={hintId} className="field__hint">
        {t('news.form.textHint', { max: NEWS_TEXT_MAX_CHARS })}
      </span>
      <div role="toolbar" aria-label={t('news.editor.toolbar')} className="rich-text-editor__toolbar">
        {tools.map((tool) => (
          <Button
            key={tool.key}
            className="icon-button rich-text-editor__tool"
            aria-label={tool.label}
            aria-pressed={state?.[tool.key] ?? false}
            onPress={tool.run}
          >
            <span aria-hidden="true">{tool.glyph}</span>
          </Button>
        ))}
      </div>
      <EditorContent editor={editor} className={`rich-text-editor__frame${errorMessage ? ' rich-text-editor__frame--invalid' : ''}`} />
      <span id={counterId} className={`field__hint${left < 0 ? ' form-error' : ''}`}>
        {left >= 0 ? t('news.form.remaining', { count: left }) : t('news.form.tooLong', { count: -left })}
      </span>
      {errorMessage && (
        <span id={errorId} className="field__error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
