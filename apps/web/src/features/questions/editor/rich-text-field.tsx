import '@mantine/tiptap/styles.css';
import { Input, Stack } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconIndentDecrease, IconIndentIncrease, IconMathFunction } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { NodeSelection } from '@tiptap/pm/state';
import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { uploadImage } from '../questions.api.ts';
import { MathDialog, type MathDialogState } from './math-dialog.tsx';
import { MathNode, type MathAttrs } from './math-node.ts';
import classes from './rich-text-field.module.css';

const COLORS = ['#1a1b1e', '#c92a2a', '#1864ab', '#2b8a3e', '#e67700', '#862e9c'];

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  description?: string;
  /** A short field (a choice): fewer tools, no headings or alignment. */
  compact?: boolean;
  testId?: string;
}

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('questions');
  return useMemo(
    () => ({
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      underlineControlLabel: t('editor.underline'),
      strikeControlLabel: t('editor.strike'),
      clearFormattingControlLabel: t('editor.clear'),
      h2ControlLabel: t('editor.h2'),
      h3ControlLabel: t('editor.h3'),
      h4ControlLabel: t('editor.h4'),
      blockquoteControlLabel: t('editor.quote'),
      bulletListControlLabel: t('editor.bullets'),
      orderedListControlLabel: t('editor.numbers'),
      alignLeftControlLabel: t('editor.alignLeft'),
      alignCenterControlLabel: t('editor.alignCenter'),
      alignRightControlLabel: t('editor.alignRight'),
      alignJustifyControlLabel: t('editor.alignJustify'),
      subscriptControlLabel: t('editor.sub'),
      superscriptControlLabel: t('editor.sup'),
      colorPickerControlLabel: t('editor.color'),
      unsetColorControlLabel: t('editor.unsetColor'),
      colorControlLabel: (color: string) => t('editor.colorNamed', { color }),
      colorPickerColorLabel: (color: string) => t('editor.colorNamed', { color }),
      colorPickerCancel: t('actions.cancel'),
      colorPickerClear: t('editor.unsetColor'),
      colorPickerColorPicker: t('editor.color'),
      colorPickerPalette: t('editor.palette'),
      colorPickerSave: t('actions.save'),
      undoControlLabel: t('editor.undo'),
      redoControlLabel: t('editor.redo'),
      imageUploadControlLabel: t('editor.image'),
    }),
    [t],
  );
}

/**
 * A rich-text field of the question form (Tiptap through @mantine/tiptap): the spec's toolbar (headings,
 * bold, italic, colours, strikethrough, underline, sub/superscript, quote, alignment, indent, lists),
 * images uploaded through POST /api/images (button, paste or drop) and math (inline or display, typed as
 * LaTeX with a live preview or built in MathLive's visual input). `value` is the editor's HTML; the
 * server reduces it to the safe rich text the runners render.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  required,
  description,
  compact,
  testId,
}: RichTextFieldProps) {
  const { t } = useTranslation('questions');
  const labels = useEditorLabels();
  const labelId = useId();
  const errorId = useId();
  const descriptionId = useId();
  const [math, setMath] = useState<MathDialogState | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const editRef = useRef((attrs: MathAttrs, pos: number) => setMath({ attrs, pos }));
  const describeRef = useRef((latex: string) => t('math.named', { latex }));
  describeRef.current = (latex: string) => t('math.named', { latex });
  const imageAltRef = useRef(t('editor.imageAlt'));
  imageAltRef.current = t('editor.imageAlt');

  // The editable area's attributes: its role and name, and whether it is required, invalid or described.
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(required ? { 'aria-required': 'true' } : {}),
      ...(error
        ? { 'aria-invalid': 'true', 'aria-describedby': errorId }
        : description
          ? { 'aria-describedby': descriptionId }
          : {}),
      ...(testId ? { 'data-testid': testId } : {}),
      class: compact ? classes.compact! : classes.content!,
    }),
    [error, required, description, labelId, errorId, descriptionId, testId, compact],
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
      }),
      TextStyle,
      Color,
      Subscript,
      Superscript,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      getUploadImageExtension(Image.configure({ inline: false, allowBase64: false }), {
        // The file's name is the image's first alternative text (axe: every image needs one); never empty.
        onImageUpload: async (file: File) => ({
          src: await uploadImage(file),
          alt: file.name.replace(/\.[^.]*$/, '').trim() || imageAltRef.current,
        }),
        onImageUploadError: () => notifyError(t('editor.imageFailed')),
        shouldUploadPastedImage: (src: string) => src.startsWith('data:'),
      }),
      MathNode.configure({
        onEdit: (attrs, pos) => editRef.current(attrs, pos),
        describe: (latex) => describeRef.current(latex),
      }),
    ],
    content: value,
    editorProps: {
      attributes,
    },
    onUpdate: ({ editor: e }) => {
      // Tiptap holds the text while an IME composes (Chinese input); updates arrive once it is committed.
      changeRef.current(e.isEmpty ? '' : e.getHTML());
    },
  });

  // The aria attributes follow the error (the editor keeps the props it was created with otherwise).
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes,
      },
    });
  }, [editor, attributes]);

  // A value set from outside (loading a question, reset) replaces the content; typing does not come back here.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value && !editor.view.composing) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const canIndent = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      sink: !!e?.can().sinkListItem('listItem'),
      lift: !!e?.can().liftListItem('listItem'),
    }),
  });

  const openMath = () => {
    if (!editor) return;
    const { selection } = editor.state;
    if (selection instanceof NodeSelection && selection.node.type.name === 'math')
      setMath({ attrs: selection.node.attrs as MathAttrs, pos: selection.from });
    else setMath({ attrs: { latex: '', display: false }, pos: null });
  };

  const saveMath = (attrs: MathAttrs, pos: number | null) => {
    setMath(null);
    if (!editor) return;
    const chain = editor.chain().focus();
    if (pos !== null) chain.setNodeSelection(pos).setMath(attrs).run();
    else chain.setMath(attrs).run();
  };

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} required={required} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      {description ? <Input.Description id={descriptionId}>{description}</Input.Description> : null}
      <RichTextEditor
        editor={editor}
        labels={labels}
        className={error ? classes.invalid : undefined}
        onImageUploadError={() => notifyError(t('editor.imageFailed'))}
      >
        <RichTextEditor.Toolbar aria-label={t('editor.toolbar', { label })}>
          {!compact && (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
          )}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Subscript />
            <RichTextEditor.Superscript />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ColorPicker colors={COLORS} />
            <RichTextEditor.UnsetColor />
          </RichTextEditor.ControlsGroup>
          {!compact && (
            <>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Blockquote />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Control
                  onClick={() => editor?.chain().focus().sinkListItem('listItem').run()}
                  disabled={!canIndent?.sink}
                  aria-label={t('editor.indent')}
                  title={t('editor.indent')}
                >
                  <IconIndentIncrease size={16} stroke={1.5} aria-hidden />
                </RichTextEditor.Control>
                <RichTextEditor.Control
                  onClick={() => editor?.chain().focus().liftListItem('listItem').run()}
                  disabled={!canIndent?.lift}
                  aria-label={t('editor.outdent')}
                  title={t('editor.outdent')}
                >
                  <IconIndentDecrease size={16} stroke={1.5} aria-hidden />
                </RichTextEditor.Control>
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.AlignLeft />
                <RichTextEditor.AlignCenter />
                <RichTextEditor.AlignRight />
                <RichTextEditor.AlignJustify />
              </RichTextEditor.ControlsGroup>
            </>
          )}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ImageUpload />
            <RichTextEditor.Control onClick={openMath} aria-label={t('editor.math')} title={t('editor.math')}>
              <IconMathFunction size={16} stroke={1.5} aria-hidden />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      <MathDialog state={math} onClose={() => setMath(null)} onSave={saveMath} />
    </Stack>
  );
}
