import { Button, Group, Menu, Paper, Stack } from '@mantine/core';
import {
  SECTIONS_BY_KIND,
  type ExamKind,
  type PlacedQuestion,
  type TestStructure,
  type TestWriteResult,
} from '@prepwell/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes-guard.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { builderErrorsOf } from './builder-errors.ts';
import { builderReducer } from './builder-reducer.ts';
import {
  draftOf,
  draftProblems,
  emptyDraft,
  questionCountOf,
  toTestInput,
  type BuilderDraft,
} from './builder-state.ts';
import { QuestionPicker, type PickTarget } from './question-picker.tsx';
import { insertQuestions } from './question-order.ts';
import { SectionCard } from './section-card.tsx';
import { refreshTests, testBuilderMutations } from './test-builder.api.ts';
import { EditToolbar } from './edit-toolbar.tsx';
import { TestFields } from './test-fields.tsx';
import { testEditPath } from './test-paths.ts';
import { useBuilderNames } from './use-builder-names.ts';
import { FormError } from '../../components/form-error.tsx';

/** Where to go once a save has reset the form (so the unsaved-changes guard has nothing to ask). */
interface Next {
  path: string;
  state?: { newVersion: number };
}

/**
 * The builder (add and edit): the test's fields, its sections and modules, and each module's questions
 * picked from the bank and ordered. The draft is checked before it is sent; the server's field errors
 * land on their fields and its structure warnings show above the form (the edit screen reads them from
 * the saved structure). An edit of a test students have started answers with a new version, opened in
 * its place.
 */
export function TestBuilderForm({ structure, kind }: { structure: TestStructure | null; kind: ExamKind }) {
  const { t, i18n } = useTranslation('testBuilder');
  const labels = useExamLabels();
  const names = useBuilderNames();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [initial] = useState<BuilderDraft>(() => (structure ? draftOf(structure) : emptyDraft(kind, names)));
  const [draft, dispatch] = useReducer(builderReducer, initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(toTestInput(initial)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [picking, setPicking] = useState<{ s: number; m: number } | null>(null);
  const [next, setNext] = useState<Next | null>(null);
  const create = useMutation(testBuilderMutations.create());
  const update = useMutation(testBuilderMutations.update(structure?.id ?? ''));
  const input = useMemo(() => toTestInput(draft), [draft]);
  const dirty = JSON.stringify(input) !== baseline;
  // A save resets the draft and sets `next` in one render, so the navigation after it is never held.
  const guard = useUnsavedChangesGuard(dirty);

  useEffect(() => {
    if (next) void navigate(next.path, next.state ? { state: next.state, replace: true } : { replace: true });
  }, [next, navigate]);
  useEffect(() => {
    // Messages were written in the previous language (spec §5).
    const clear = () => {
      setErrors({});
      setFormError(null);
    };
    i18n.on('languageChanged', clear);
    return () => i18n.off('languageChanged', clear);
  }, [i18n]);

  const onPick = useCallback((s: number, m: number) => setPicking({ s, m }), []);
  const target = useMemo((): PickTarget | null => {
    const section = picking ? draft.sections[picking.s] : undefined;
    const module = picking ? section?.modules[picking.m] : undefined;
    if (!picking || !section || !module) return null;
    return {
      ...picking,
      kind: draft.kind,
      section: section.section,
      moduleTitle: module.title.trim() || t('builder.untitledModule'),
      inModule: new Set(module.questions.map((q) => q.id)),
      inTest: new Set(draft.sections.flatMap((s) => s.modules.flatMap((m) => m.questions.map((q) => q.id)))),
    };
  }, [picking, draft, t]);
  const onAdd = (at: PickTarget, questions: PlacedQuestion[]) => {
    const module = draft.sections[at.s]?.modules[at.m];
    const { skipped } = insertQuestions(module?.questions ?? [], questions);
    dispatch({ type: 'addQuestions', s: at.s, m: at.m, questions });
    notifySuccess(t('picker.added', { count: questions.length - skipped.length, module: at.moduleTitle }));
    setPicking(null);
  };

  const showError = (error: unknown) => {
    if (isApiError(error) && error.handled) return;
    if (!isApiError(error)) {
      setFormError(errorMessageOf(error));
      return;
    }
    const { fields, other } = builderErrorsOf({ ...error, message: errorMessageOf(error) });
    setErrors(fields);
    setFormError(other);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([path, p]) => [path, t(`builder.problems.${p}`)])));
      setFormError(t('builder.fixProblems'));
      return;
    }
    setErrors({});
    const saved = (result: TestWriteResult) => {
      const fresh = draftOf(result);
      setBaseline(JSON.stringify(toTestInput(fresh)));
      dispatch({ type: 'reset', draft: fresh });
    };
    if (!structure) {
      create.mutate(input, {
        onSuccess: async (result) => {
          await refreshTests(client, result);
          saved(result);
          notifySuccess(t('builder.created', { title: result.title }));
          setNext({ path: testEditPath(result.kind, result.id) });
        },
        onError: showError,
      });
      return;
    }
    update.mutate(input, {
      onSuccess: async (result) => {
        await refreshTests(client, result);
        saved(result);
        if (result.newVersion)
          setNext({ path: testEditPath(result.kind, result.id), state: { newVersion: result.revision } });
        else {
          notifySuccess(t('builder.saved', { title: result.title }));
          if (result.kind !== kind) setNext({ path: testEditPath(result.kind, result.id) });
        }
      },
      onError: showError,
    });
  };

  const placed = questionCountOf(draft) > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t(structure ? 'builder.editTitle' : 'builder.addTitle')}>
      <Stack gap="lg">
        {structure && <EditToolbar test={structure} dirty={dirty} />}
        <TestFields draft={draft} errors={errors} kindLocked={placed} names={names} dispatch={dispatch} />
        {draft.sections.map((section, s) => (
          <SectionCard
            key={section.key}
            section={section}
            kind={draft.kind}
            s={s}
            count={draft.sections.length}
            errors={errors}
            names={names}
            dispatch={dispatch}
            onPick={onPick}
          />
        ))}
        {draft.sections.length < 8 && (
          <Group>
            <Menu position="bottom-start">
              <Menu.Target>
                <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />}>
                  {t('builder.addSection')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {SECTIONS_BY_KIND[draft.kind].map((section) => (
                  <Menu.Item key={section} onClick={() => dispatch({ type: 'addSection', section, names })}>
                    {labels.section(draft.kind, section)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
        <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 3 }}>
          <Stack gap="xs">
            <FormError error={formError} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending || update.isPending} disabled={!!structure && !dirty}>
                {structure ? t('builder.save') : t('builder.create')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
      <QuestionPicker target={target} onClose={() => setPicking(null)} onAdd={onAdd} />
      {guard}
    </form>
  );
}
