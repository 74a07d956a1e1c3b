import type { AnswerKey, Choice, Lang } from '@prepwell/contracts';
import { chatText, firstSentence } from './chat-text.ts';
import { verdictOf, type StudentWork, type TutorIntent, type TutorQuestion } from './tutor-prompt.ts';

/**
 * The built-in offline tutor (decisions.md "AI"): with no model configured it answers from the question's
 * own explanation, key and skills, in the student's language, says plainly that it is the offline tutor,
 * and never fails. It follows the same Socratic rule as the model: a hint first, the full explanation when
 * asked or on the second try, and a comparison with the key for "why is my answer wrong".
 */

export type TutorMode = TutorIntent;

interface Texts {
  banner: string;
  hintSkill: (skill: string) => string;
  hintStep: (step: string) => string;
  hintNoExplanation: string;
  tryAgain: string;
  notQuite: (id: string) => string;
  rightGuess: (id: string) => string;
  fullExplanation: string;
  noExplanation: string;
  correctAnswer: (key: string) => string;
  skill: (skill: string) => string;
  noAnswer: string;
  yourAnswerRight: (given: string) => string;
  yourAnswerWrong: (given: string, key: string) => string;
  crossedOutKey: (ids: string) => string;
  why: string;
  rated: (max: number) => string;
  more: string;
  providerError: string;
  timeout: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    banner: "(Offline tutor: no AI model is connected, so I answer from this question's own explanation.)",
    hintSkill: (skill) => `Hint: this question tests ${skill}.`,
    hintStep: (step) => `Start here: ${step}`,
    hintNoExplanation: 'Hint: reread the question and rule out the choices that cannot be right.',
    tryAgain: 'Try it now and tell me your answer — I will check it with you.',
    notQuite: (id) => `Not quite: ${id} is not the answer.`,
    rightGuess: (id) => `Yes — ${id} is correct!`,
    fullExplanation: 'Here is the full explanation:',
    noExplanation: 'This question has no written explanation yet.',
    correctAnswer: (key) => `The correct answer is ${key}.`,
    skill: (skill) => `Skill: ${skill}.`,
    noAnswer: 'I cannot see an answer from you on this question.',
    yourAnswerRight: (given) => `Your answer ${given} is actually correct.`,
    yourAnswerWrong: (given, key) => `You answered ${given}, but the correct answer is ${key}.`,
    crossedOutKey: (ids) => `Note: you crossed out ${ids}, which is the correct choice.`,
    why: 'Why:',
    rated: (max) => `This task has no single correct answer: responses are rated from 0 to ${max}.`,
    more: 'Ask me about any step that is still unclear.',
    providerError:
      'Sorry, the AI tutor could not answer just now (the AI service had a problem). Your conversation is saved — please send your message again in a moment.',
    timeout:
      'Sorry, the AI tutor took too long to answer. Your conversation is saved — please send your message again in a moment.',
  },
  cn: {
    banner: '（离线导师：目前没有连接 AI 模型，我根据这道题自带的解析来回答。）',
    hintSkill: (skill) => `提示：这道题考查的是「${skill}」。`,
    hintStep: (step) => `先从这一步开始：${step}`,
    hintNoExplanation: '提示：再读一遍题目，先排除那些不可能正确的选项。',
    tryAgain: '现在试一试，把你的答案告诉我，我来和你一起核对。',
    notQuite: (id) => `还差一点：${id} 不是正确答案。`,
    rightGuess: (id) => `对了——${id} 是正确答案！`,
    fullExplanation: '完整解析如下：',
    noExplanation: '这道题暂时还没有文字解析。',
    correctAnswer: (key) => `正确答案是 ${key}。`,
    skill: (skill) => `考查技能：${skill}。`,
    noAnswer: '我没有看到你在这道题上的作答。',
    yourAnswerRight: (given) => `你的答案 ${given} 其实是正确的。`,
    yourAnswerWrong: (given, key) => `你选的是 ${given}，但正确答案是 ${key}。`,
    crossedOutKey: (ids) => `注意：你划掉了 ${ids}，而它正是正确选项。`,
    why: '原因：',
    rated: (max) => `这道题没有唯一的标准答案：作答按 0 到 ${max} 分评分。`,
    more: '哪一步还不清楚，随时问我。',
    providerError: '抱歉，AI 导师暂时无法回答（AI 服务出现了问题）。你的对话已保存，请稍后再发送一次。',
    timeout: '抱歉，AI 导师回答超时。你的对话已保存，请稍后再发送一次。',
  },
  tw: {
    banner: '（離線導師：目前沒有連接 AI 模型，我根據這道題自帶的解析來回答。）',
    hintSkill: (skill) => `提示：這道題考查的是「${skill}」。`,
    hintStep: (step) => `先從這一步開始：${step}`,
    hintNoExplanation: '提示：再讀一遍題目，先排除那些不可能正確的選項。',
    tryAgain: '現在試一試，把你的答案告訴我，我來和你一起核對。',
    notQuite: (id) => `還差一點：${id} 不是正確答案。`,
    rightGuess: (id) => `對了——${id} 是正確答案！`,
    fullExplanation: '完整解析如下：',
    noExplanation: '這道題暫時還沒有文字解析。',
    correctAnswer: (key) => `正確答案是 ${key}。`,
    skill: (skill) => `考查技能：${skill}。`,
    noAnswer: '我沒有看到你在這道題上的作答。',
    yourAnswerRight: (given) => `你的答案 ${given} 其實是正確的。`,
    yourAnswerWrong: (given, key) => `你選的是 ${given}，但正確答案是 ${key}。`,
    crossedOutKey: (ids) => `注意：你劃掉了 ${ids}，而它正是正確選項。`,
    why: '原因：',
    rated: (max) => `這道題沒有唯一的標準答案：作答按 0 到 ${max} 分評分。`,
    more: '哪一步還不清楚，隨時問我。',
    providerError: '抱歉，AI 導師暫時無法回答（AI 服務出現了問題）。你的對話已儲存，請稍後再傳送一次。',
    timeout: '抱歉，AI 導師回答逾時。你的對話已儲存，請稍後再傳送一次。',
  },
};

/** The clear message a student sees when the model failed (`timeout`) or errored (anything else). */
export const providerFailureMessage = (lang: Lang, failure: 'timeout' | 'error'): string =>
  failure === 'timeout' ? TEXTS[lang].timeout : TEXTS[lang].providerError;

const WHY_WRONG =
  /why.*(wrong|incorrect|not right)|what.*(wrong|mistake)|my (answer|mistake)|为什么.*(错|不对)|错在哪|為什麼.*(錯|不對)|錯在哪/i;
const EXPLAIN =
  /explain|explanation|solution|solve it|show me|tell me|full answer|step by step|walk me|解释|解析|讲解|详细|答案|怎么做|解釋|講解|詳細|怎麼做/i;
const HINT = /\bhint\b|\bclue\b|提示|线索|線索/i;
const ONLY_CHOICE = /^\(?([A-Z])\)?\s*[.!?。！？]?$/;
const GUESS =
  /(?:[Ii]s it|[Ii]t'?s|[Ii]t is|answer is|[Ii] think|[Ii] choose|[Ii] pick|[Cc]hoose|[Pp]ick|[Mm]aybe|[Hh]ow about|[Ww]hat about|[Tt]hen|选|選|是)\s*\(?([A-Z])\)?(?![A-Za-z])/;

/** The choice a message proposes ("is it B?", "选C", "D"), when the question has such a choice. */
export const guessedChoice = (message: string, choices: readonly Choice[]): string | null => {
  const text = message.trim();
  const id = (ONLY_CHOICE.exec(text) ?? GUESS.exec(text))?.[1];
  return id && choices.some((c) => c.id === id) ? id : null;
};

/**
 * What the student asks for: a one-click intent wins; else the words of the message; else a hint on the
 * first message and the full explanation from the second try on.
 */
export const tutorModeOf = (options: {
  intent?: TutorMode | undefined;
  message: string;
  priorUserTurns: number;
}): TutorMode => {
  if (options.intent) return options.intent;
  if (WHY_WRONG.test(options.message)) return 'why_wrong';
  if (HINT.test(options.message)) return 'hint';
  if (EXPLAIN.test(options.message)) return 'explain';
  return options.priorUserTurns >= 1 ? 'explain' : 'hint';
};

const keyWords = (key: AnswerKey, lang: Lang): string => {
  switch (key.kind) {
    case 'choice':
    case 'choices':
      return key.correct.join(', ');
    case 'grid':
    case 'text':
      return key.accept.join(lang === 'en' ? ' or ' : ' / ');
    case 'rated':
      return '';
  }
};

const givenWords = (work: StudentWork | null): string | null => {
  const a = work?.answer;
  if (a === null || a === undefined || a === '' || (Array.isArray(a) && a.length === 0)) return null;
  return Array.isArray(a) ? a.join(', ') : a;
};

const skillOf = (q: TutorQuestion) => q.skill ?? q.domain;

const paragraphs = (...parts: (string | null | false | undefined)[]) =>
  parts.filter((p): p is string => !!p && !!p.trim()).join('\n\n');

/** The full explanation with the key and skill, as chat text. */
const explanationBlock = (q: TutorQuestion, t: Texts, lang: Lang) => {
  const explanation = chatText(q.explanation);
  const skill = skillOf(q);
  return paragraphs(
    q.answerKey.kind === 'rated' ? t.rated(q.answerKey.max) : t.correctAnswer(keyWords(q.answerKey, lang)),
    explanation ? `${t.fullExplanation}\n${explanation}` : t.noExplanation,
    skill && t.skill(skill),
  );
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words that announce the answer, whichever it is: a hint never uses them. */
const ANSWER_WORDS = /\b(?:choices?|options?|answers?|correct|best|enter)\b|选项|選項|答案|正确|正確|选择|選擇|填入/i;

/** The texts that would give the answer away: the key's letters and the values they stand for. */
const revealersOf = (q: TutorQuestion): RegExp[] => {
  const key = q.answerKey;
  const letters = key.kind === 'choice' || key.kind === 'choices' ? key.correct : [];
  const values =
    key.kind === 'choice' || key.kind === 'choices'
      ? q.choices.filter((c) => letters.includes(c.id)).map((c) => chatText(c.text))
      : key.kind === 'grid' || key.kind === 'text'
        ? key.accept
        : [];
  const valuePattern = (value: string): RegExp | null => {
    const v = value.trim();
    if (!v) return null;
    // A number stands alone (5 is in "x = 5", not in "15" or "0.5"); words and expressions are found anywhere.
    return /^[-+]?[\d.,/ ]+$/.test(v)
      ? new RegExp(`(?<![\\d.,/])${escapeRegExp(v)}(?![\\d]|[.,/]\\d)`)
      : v.length >= 2
        ? new RegExp(escapeRegExp(v), 'i')
        : null;
  };
  return [
    ...letters.map((id) => new RegExp(`(?<![A-Za-z])${escapeRegExp(id)}(?![A-Za-z])`)),
    ...values.map(valuePattern).filter((r): r is RegExp => r !== null),
  ];
};

/**
 * The first step of the explanation that does not give the answer away (issue 17: a hint never reveals the
 * key's letter or value): its first sentence, cut before the first clause that names the answer
 * ("…: 3x = 15, so x = 5" → "…: 3x = 15"). Null when even the first clause would.
 */
export const hintStepOf = (q: TutorQuestion): string | null => {
  const sentence = firstSentence(chatText(q.explanation));
  if (!sentence) return null;
  const reveal = revealersOf(q);
  const reveals = (text: string) => ANSWER_WORDS.test(text) || reveal.some((r) => r.test(text));
  if (!reveals(sentence)) return sentence;
  const clauses = sentence.split(
    /(?<=[:;,：；，])\s*|\s+(?=(?:so|then|thus|therefore|hence|which)\b)|(?=所以|因此|于是|於是)/u,
  );
  const kept: string[] = [];
  for (const clause of clauses) {
    if (reveals([...kept, clause].join(' '))) break;
    kept.push(clause);
  }
  const step = kept
    .join(' ')
    .trim()
    .replace(/[\s:;,：；，]+$/u, '');
  return step || null;
};

const hintBlock = (q: TutorQuestion, t: Texts, lang: Lang) => {
  const skill = skillOf(q);
  const step = hintStepOf(q);
  if (!skill && !step) return paragraphs(t.hintNoExplanation, t.tryAgain);
  return paragraphs(
    [skill && t.hintSkill(skill), step && t.hintStep(step)].filter(Boolean).join(lang === 'en' ? ' ' : ''),
    t.tryAgain,
  );
};

const whyWrongBlock = (q: TutorQuestion, work: StudentWork | null, t: Texts, lang: Lang) => {
  const key = q.answerKey;
  const explanation = chatText(q.explanation) || t.noExplanation;
  if (key.kind === 'rated') return paragraphs(t.rated(key.max), `${t.why}\n${explanation}`);
  const given = givenWords(work);
  if (given === null) return paragraphs(t.noAnswer, t.correctAnswer(keyWords(key, lang)), `${t.why}\n${explanation}`);
  if (verdictOf(q, work!.answer)) return paragraphs(t.yourAnswerRight(given), `${t.why}\n${explanation}`);
  const crossed =
    key.kind === 'choice' || key.kind === 'choices' ? key.correct.filter((id) => work!.eliminated.includes(id)) : [];
  return paragraphs(
    t.yourAnswerWrong(given, keyWords(key, lang)),
    crossed.length > 0 && t.crossedOutKey(crossed.join(', ')),
    `${t.why}\n${explanation}`,
  );
};

/** The offline tutor's answer to one message. Pure; never throws. */
export const offlineAnswer = (options: {
  question: TutorQuestion;
  work: StudentWork | null;
  lang: Lang;
  message: string;
  intent?: TutorMode | undefined;
  priorUserTurns: number;
}): string => {
  const { question: q, work, lang } = options;
  const t = TEXTS[lang];
  const guess = options.intent ? null : guessedChoice(options.message, q.choices);
  let body: string;
  if (guess && (q.answerKey.kind === 'choice' || q.answerKey.kind === 'choices')) {
    const right = q.answerKey.correct.length === 1 && q.answerKey.correct[0] === guess;
    body = right
      ? paragraphs(t.rightGuess(guess), explanationBlock(q, t, lang))
      : options.priorUserTurns >= 1
        ? paragraphs(t.notQuite(guess), explanationBlock(q, t, lang))
        : paragraphs(t.notQuite(guess), hintBlock(q, t, lang));
  } else {
    const mode = tutorModeOf(options);
    body =
      mode === 'hint'
        ? hintBlock(q, t, lang)
        : mode === 'why_wrong'
          ? whyWrongBlock(q, work, t, lang)
          : paragraphs(explanationBlock(q, t, lang), t.more);
  }
  return paragraphs(t.banner, body);
};

/** `GET …/exp` offline: the question's explanation rewritten for the chat (key, explanation, skill, the student's answer when known). */
export const offlineExplanation = (options: {
  question: TutorQuestion;
  work: StudentWork | null;
  lang: Lang;
}): string => {
  const t = TEXTS[options.lang];
  const given = givenWords(options.work);
  const compare =
    given !== null && options.question.answerKey.kind !== 'rated'
      ? whyWrongBlock(options.question, options.work, t, options.lang)
      : explanationBlock(options.question, t, options.lang);
  return paragraphs(t.banner, compare);
};
