import { Box, Button, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MathAttrs } from './math-node.ts';
import { AppModal } from '../../../components/app-modal.tsx';

/** A live KaTeX preview of the LaTeX being typed (KaTeX's chunk loads on first use). */
function MathPreview({ latex, display }: { latex: string; display: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void import('./katex-render.ts').then((m) => {
      if (live && ref.current) m.renderMath(ref.current, latex, display);
    });
    return () => {
      live = false;
    };
  }, [latex, display]);
  return <div ref={ref} data-testid="math-preview" />;
}

interface MathfieldLike extends HTMLElement {
  value: string;
}

/**
 * MathLive's visual formula input, loaded only when asked for: people who do not write LaTeX build the
 * formula with its keyboard and menus; its value is LaTeX, kept in step with the text box.
 */
function VisualInput({ latex, onChange, label }: { latex: string; onChange: (latex: string) => void; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const field = useRef<MathfieldLike | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation('questions');
  const initial = useRef(latex);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    let live = true;
    void import('mathlive').then(
      ({ MathfieldElement }) => {
        if (!live || !box.current) return;
        // Fonts: KaTeX's, which the app already ships (same families); no sounds.
        MathfieldElement.fontsDirectory = null;
        MathfieldElement.soundsDirectory = null;
        const mf = new MathfieldElement();
        mf.value = initial.current;
        mf.setAttribute('aria-label', label);
        mf.style.display = 'block';
        mf.style.width = '100%';
        mf.style.fontSize = '1.3rem';
        mf.addEventListener('input', () => change.current(mf.value));
        box.current.replaceChildren(mf);
        field.current = mf;
        mf.focus();
      },
      () => setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [label]);

  // The text box changed: the visual field follows (not while it is the one being edited).
  useEffect(() => {
    const mf = field.current;
    if (mf && mf.value !== latex && document.activeElement !== mf) mf.value = latex;
  }, [latex]);

  return failed ? (
    <Text c="red.8" role="alert">
      {t('math.visualFailed')}
    </Text>
  ) : (
    <Box ref={box} p="xs" style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4 }} />
  );
}

export interface MathDialogState {
  attrs: MathAttrs;
  /** The position of the formula being edited, or null for a new one. */
  pos: number | null;
}

/** The formula dialog: LaTeX with a live preview, inline or display, and the visual input on demand. */
export function MathDialog({
  state,
  onClose,
  onSave,
}: {
  state: MathDialogState | null;
  onClose: () => void;
  onSave: (attrs: MathAttrs, pos: number | null) => void;
}) {
  const { t } = useTranslation('questions');
  const [latex, setLatex] = useState('');
  const [display, setDisplay] = useState(false);
  const [visual, setVisual] = useState(false);
  const [composing, setComposing] = useState(false);

  useEffect(() => {
    if (!state) return;
    setLatex(state.attrs.latex);
    setDisplay(state.attrs.display);
    setVisual(false);
  }, [state]);

  return (
    <AppModal opened={state !== null} onClose={onClose} title={t('math.title')} size="lg">
      <Stack gap="sm">
        <Textarea
          label={t('math.latex')}
          description={t('math.latexHint')}
          value={latex}
          autosize
          minRows={2}
          data-autofocus
          spellCheck={false}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
          onChange={(e) => setLatex(e.currentTarget.value)}
        />
        <Switch label={t('math.display')} checked={display} onChange={(e) => setDisplay(e.currentTarget.checked)} />
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('math.preview')}
          </Text>
          <Box p="sm" bg="gray.0" aria-live="polite" style={{ minHeight: 48, overflowX: 'auto' }}>
            {latex.trim() && !composing ? <MathPreview latex={latex} display={display} /> : null}
          </Box>
        </Stack>
        {visual ? (
          <VisualInput latex={latex} onChange={setLatex} label={t('math.visual')} />
        ) : (
          <Button variant="light" w="fit-content" onClick={() => setVisual(true)}>
            {t('math.openVisual')}
          </Button>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button disabled={!latex.trim()} onClick={() => state && onSave({ latex: latex.trim(), display }, state.pos)}>
            {state?.pos === null ? t('math.insert') : t('math.update')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
