import { moduleQuestions, passages, questions, testModules } from '../../../db/schema/index.ts';

// The questions placed in a test's modules, as the runner (attempts) and the review (results) both read them:
// from module_questions, joined to questions and test_modules, and left-joined to passages.

/** What a student sees of a placed question: no key, explanation, solution or transcript. */
export const placedQuestionColumns = {
  id: questions.id,
  position: moduleQuestions.position,
  moduleId: moduleQuestions.moduleId,
  sectionId: testModules.sectionId,
  type: questions.type,
  task: questions.task,
  stem: questions.stem,
  choices: questions.choices,
  media: questions.media,
  passageId: passages.id,
  passageKind: passages.kind,
  passageTitle: passages.title,
  passageBody: passages.body,
  passageAudioUrl: passages.audioUrl,
};
