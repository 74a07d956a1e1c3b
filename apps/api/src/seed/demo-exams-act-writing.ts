import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';

/**
 * An original ACT-style Writing prompt (written for Prepwell, never copied from ACT): an issue, three
 * perspectives on it, and the essay task; 40 minutes (exams.md §2). The essay is rated by a grader on
 * the ACT Writing scale 2–12 (exams.md §2 [act-writing]: two readers rate four domains 1–6, each domain
 * score is their sum, 2–12, and the subject score is the rounded mean of the four). The engine takes one
 * grade per rated answer, so the grader enters that subject score; the explanation spells out how to
 * arrive at it. Writing never counts in the composite.
 */

export const ACT_WRITING_PASSAGE_KEY = 'act-wr-transit';

export const ACT_WRITING_PASSAGES: Record<string, PassageBlueprint> = {
  [ACT_WRITING_PASSAGE_KEY]: {
    title: 'Writing Prompt: Fare-Free Transit',
    body: `In most cities, riders pay a fare each time they board a bus or a train, and those fares cover part of what it costs to run the system; taxes pay for the rest. In recent years a number of cities have tried removing fares altogether, paying for public transit entirely from public funds. Supporters see free transit as a way to open up jobs, schools, and services to everyone; critics worry about what happens to the buses and trains when the money from fares is gone. Because public transit shapes who can get where, and how quickly, the question of who should pay for it deserves careful thought.

Perspective One

Public transit should be free for everyone. Removing fares makes it easier for people with low incomes to reach work and services, encourages drivers to leave their cars at home, and speeds up every trip by ending the wait while each rider pays.

Perspective Two

Fares should stay. Riders' payments help pay for maintenance and service, and a system that depends entirely on tax money will be among the first things cut when budgets are tight. A free bus that runs late or breaks down helps no one.

Perspective Three

The real question is not whether to charge, but whom. A city should keep fares for riders who can afford them and offer free or reduced fares to students, older residents, and people with low incomes.`,
  },
};

export const ACT_WRITING_QUESTION: QuestionBlueprint = {
  type: 'written_response',
  stem: `Write an essay in which you weigh the three perspectives on fare-free transit. In your essay:
- judge the strengths and weaknesses of the perspectives given;
- state and develop a perspective of your own on the issue;
- explain how your perspective relates to those given.

Your perspective may agree with any of the others in whole or in part, or it may be entirely different. Whatever you argue, support it with sound reasoning and specific, convincing examples. You have 40 minutes.`,
  answerKey: { kind: 'rated', max: 12 },
  passage: ACT_WRITING_PASSAGE_KEY,
  explanation: `Scored 2–12, as ACT Writing is. The grader rates four domains from 1 to 6, as each of ACT's two readers would, and gives the rounded average of the four on the 2–12 scale (twice the average rating): Ideas and Analysis (a clear, thoughtful thesis that engages the complexity of the issue and the perspectives); Development and Support (reasons and examples that show why the argument holds, including its limits); Organization (a purposeful structure with clear transitions from idea to idea); Language Use and Conventions (precise word choice, varied sentences, and few errors that get in the way). A 12 argues a precise position, weighs at least two of the perspectives fairly, and answers the strongest objection; a 6 takes a position but mostly restates the perspectives and supports it with general claims; a 2 or 4 is off the task, very brief, or hard to follow. Writing does not count in the composite.

One strong approach: agree in part with Perspective Three, then go further. Free fares help most where service already exists, so Perspective One's benefits depend on what Perspective Two warns about: money for frequent, reliable buses. Argue for reduced fares for those who need them, paid for without cutting service, and explain why reliability matters more to a rider than price — someone who cannot count on the bus to reach work on time will keep paying for a car. Use a concrete example, such as a worker on an early shift whose only bus runs every forty minutes, and close by showing how your plan answers both the fairness concern of Perspective One and the funding concern of Perspective Two.`,
  domain: 'Writing',
  skill: 'Argumentative Essay',
  difficulty: 'hard',
};
