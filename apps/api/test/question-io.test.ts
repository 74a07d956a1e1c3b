import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { parse } from 'csv-parse/sync';
import type { QuestionView } from '@prepwell/contracts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { TINY_PNG } from './multipart.ts';
import { countOwnQuestions, fixture, importFile, ownQuestions, postImport } from './fixtures/question-io/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const teacherOfNewTenant = async () => {
  const tenant = await createTestTenant(app);
  return createTestUser(app, tenant, { roles: ['teacher'] });
};

const byStem = (questions: QuestionView[], part: string) => {
  const found = questions.find((q) => q.stem.includes(part));
  if (!found) throw new Error(`no question with "${part}" among ${questions.map((q) => q.stem).join(' | ')}`);
  return found;
};

const template = async (teacher: TestUser, format: 'csv' | 'xlsx') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/questions/import/template?format=${format}`,
    headers: teacher.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe('question import: the CSV and XLSX template', () => {
  it('imports the downloaded CSV template as it is', async () => {
    const teacher = await teacherOfNewTenant();
    const csv = await template(teacher, 'csv');
    const header = (parse(csv, { bom: true }) as string[][])[0];
    expect(header).toContain('choice_e');
    expect(header).toContain('irt_c');
    const job = await importFile(app, teacher, csv, 'template.csv');
    expect(job).toMatchObject({ status: 'completed', format: 'csv', total: 3, imported: 3, updated: 0, errors: [] });
    const questions = await ownQuestions(app, teacher);
    expect(questions).toHaveLength(3);
    const mc = byStem(questions, '2x + 3 = 11');
    expect(mc).toMatchObject({
      kind: 'sat',
      section: 'math',
      type: 'multiple_choice',
      answerKey: { kind: 'choice', correct: ['B'] },
      difficulty: 'easy',
      sourceId: 'template-1',
      irt: { a: 1.1, b: -0.8, c: 0.2 },
    });
    expect(mc.labels.map((l) => l.name).sort()).toEqual(['Algebra', 'Linear equations']);
    expect(byStem(questions, 'synonyms').answerKey).toEqual({ kind: 'choices', correct: ['A', 'C'] });
    expect(byStem(questions, '2x = 3').answerKey).toEqual({ kind: 'grid', accept: ['3/2', '1.5'] });
  });

  it('imports the XLSX template and a workbook written with write-excel-file', async () => {
    const teacher = await teacherOfNewTenant();
    const downloaded = await importFile(app, teacher, await template(teacher, 'xlsx'), 'template.xlsx');
    expect(downloaded).toMatchObject({ status: 'completed', format: 'xlsx', imported: 3 });

    const rows = [
      ['kind', 'section', 'type', 'stem', 'choice_a', 'choice_b', 'correct', 'answers', 'labels', 'irt_a', 'irt_b'],
      ['sat', 'math', 'multiple_choice', 'Pick one', 'one', 'two', 'A', '', 'Workbook', 1.5, 0.25],
      ['toefl', 'reading', 'fill_letters', 'Complete: ca_', '', '', '', 't', 'Workbook', '', ''],
    ];
    const data = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value }))) as never).toBuffer();
    const job = await importFile(app, teacher, data, 'own.xlsx');
    expect(job).toMatchObject({ status: 'completed', total: 2, imported: 2 });
    const questions = await ownQuestions(app, teacher);
    expect(byStem(questions, 'Pick one')).toMatchObject({
      irt: { a: 1.5, b: 0.25, c: 0 },
      answerKey: { kind: 'choice', correct: ['A'] },
    });
    expect(byStem(questions, 'Complete: ca_')).toMatchObject({
      type: 'fill_letters',
      answerKey: { kind: 'text', accept: ['t'] },
    });
  });

  it('a dry run names three bad rows by row and field, in the caller language, and stores nothing', async () => {
    const teacher = await teacherOfNewTenant();
    const csv = [
      'kind,section,type,stem,choice_a,choice_b,correct,answers,irt_a,irt_b',
      'sat,math,multiple_choice,,x,y,A,,,', // row 2: blank stem
      'sat,math,multiple_choice,Which?,x,y,C,,,', // row 3: key names no choice
      'sat,math,grid_in,What is x?,,,,abc,,', // row 4: grid-in entry not a number
      'sat,math,grid_in,Fine row,,,,3,,',
    ].join('\n');
    const job = await importFile(app, teacher, Buffer.from(csv), 'bad.csv', { dryRun: true, lang: 'zh-CN' });
    expect(job.status).toBe('failed');
    expect(job.dryRun).toBe(true);
    expect(job.total).toBe(4);
    const rows = [...new Set(job.errors.map((e) => e.row))].sort();
    expect(rows).toEqual([2, 3, 4]);
    expect(job.errors.find((e) => e.row === 2)?.field).toBe('stem');
    expect(job.errors.find((e) => e.row === 3)?.field).toMatch(/^answerKey\.correct/);
    expect(job.errors.find((e) => e.row === 4)?.field).toMatch(/^answerKey\.accept/);
    // Localized: Chinese text, not a key.
    for (const e of job.errors) expect(e.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await countOwnQuestions(app, teacher)).toBe(0);

    const real = await importFile(app, teacher, Buffer.from(csv), 'bad.csv');
    expect(real.status).toBe('failed');
    expect(real.imported).toBe(0);
    expect(await countOwnQuestions(app, teacher)).toBe(0);
  });

  it('a good dry run completes and stores nothing', async () => {
    const teacher = await teacherOfNewTenant();
    const job = await importFile(app, teacher, await template(teacher, 'csv'), 'template.csv', { dryRun: true });
    expect(job).toMatchObject({ status: 'completed', dryRun: true, total: 3, imported: 0, errors: [] });
    expect(await countOwnQuestions(app, teacher)).toBe(0);
  });

  it('re-importing the same source ids updates instead of duplicating', async () => {
    const teacher = await teacherOfNewTenant();
    const csv = (stem: string) =>
      Buffer.from(
        `kind,section,type,stem,answers,source_id\nsat,math,grid_in,${stem},4,same-1\nsat,math,grid_in,Other,5,same-2\n`,
      );
    expect(await importFile(app, teacher, csv('First wording'), 'a.csv')).toMatchObject({ imported: 2, updated: 0 });
    const again = await importFile(app, teacher, csv('Second wording'), 'a.csv');
    expect(again).toMatchObject({ status: 'completed', imported: 2, updated: 2 });
    const questions = await ownQuestions(app, teacher);
    expect(questions).toHaveLength(2);
    expect(byStem(questions, 'Second wording').sourceId).toBe('same-1');
  });

  it('refuses an unknown format at once, and a student altogether', async () => {
    const teacher = await teacherOfNewTenant();
    const res = await postImport(app, teacher, Buffer.from('just some words'), 'notes.bin');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'import_file_invalid' });
    const student = await createTestUser(app, teacher.tenant);
    expect((await postImport(app, student, Buffer.from('a,b'), 'x.csv')).status).toBe(403);
  });

  it('a job is read by educators of its tenant only', async () => {
    const teacher = await teacherOfNewTenant();
    const colleague = await createTestUser(app, teacher.tenant, { roles: ['organization_admin'] });
    const started = await postImport(app, teacher, await template(teacher, 'csv'), 't.csv', { dryRun: true });
    const url = `/api/imports/${started.body.jobId}`;
    expect((await call(app, { method: 'GET', url, headers: colleague.headers })).status).toBe(200);
    const outsider = await teacherOfNewTenant();
    expect((await call(app, { method: 'GET', url, headers: outsider.headers })).status).toBe(404);
  });
});

describe('question import: QTI, Moodle XML, GIFT', () => {
  it('maps each QTI interaction kind (2.1, 2.2, 3.0)', async () => {
    const teacher = await teacherOfNewTenant();
    const files = [
      'qti21-choice.xml',
      'qti22-multiple.xml',
      'qti22-text-entry.xml',
      'qti30-extended-text.xml',
      'qti30-order.xml',
      'qti30-inline-choice.xml',
    ];
    for (const name of files) {
      const job = await importFile(app, teacher, fixture(name), name);
      expect(job, name).toMatchObject({ status: 'completed', format: 'qti', imported: 1 });
    }
    const q = await ownQuestions(app, teacher);
    expect(byStem(q, 'capital of France')).toMatchObject({
      type: 'multiple_choice',
      choices: [
        { id: 'ChoiceA', text: 'Lyon' },
        { id: 'ChoiceB', text: 'Paris' },
        { id: 'ChoiceC', text: 'Nice' },
      ],
      answerKey: { kind: 'choice', correct: ['ChoiceB'] },
      sourceId: 'qti21-choice',
    });
    expect(byStem(q, 'capital of France').explanation).toContain('capital &amp; largest');
    expect(byStem(q, 'Choose one.').id).toBe(byStem(q, 'capital of France').id);
    expect(byStem(q, 'prime')).toMatchObject({
      type: 'multi_select',
      answerKey: { kind: 'choices', correct: ['A', 'C'] },
    });
    expect(byStem(q, 'divided by 2')).toMatchObject({
      type: 'grid_in',
      section: 'math',
      answerKey: { kind: 'grid', accept: ['0.5', '1/2'] },
    });
    expect(byStem(q, 'homework')).toMatchObject({
      type: 'written_response',
      kind: 'toefl',
      answerKey: { kind: 'rated', max: 4 },
    });
    expect(byStem(q, 'homework').sampleAnswer).toContain('clear thesis');
    expect(byStem(q, 'homework').stem).not.toContain('clear thesis');
    expect(byStem(q, 'words in order')).toMatchObject({
      type: 'build_sentence',
      answerKey: { kind: 'choices', correct: ['W2', 'W1', 'W3'] },
    });
    const inline = byStem(q, 'Yesterday she');
    expect(inline).toMatchObject({ type: 'multiple_choice', answerKey: { kind: 'choice', correct: ['went'] } });
    expect(inline.stem).toContain('_____');
    expect(inline.choices.map((c) => c.text)).toEqual(['go', 'went', 'gone']);
  });

  it('skips an interaction we cannot represent with a problem, without a crash', async () => {
    const teacher = await teacherOfNewTenant();
    const job = await importFile(app, teacher, fixture('qti30-unsupported.xml'), 'match.xml');
    expect(job.status).toBe('completed');
    expect(job.imported).toBe(0);
    expect(job.errors).toMatchObject([{ item: 'item', field: 'type', code: 'unsupported_interaction' }]);
    expect(job.errors[0]!.message).toContain('match-interaction');
    expect(await countOwnQuestions(app, teacher)).toBe(0);
  });

  it('imports a content package with an image stored as an upload', async () => {
    const teacher = await teacherOfNewTenant();
    const item = fixture('qti30-order.xml')
      .toString()
      .replace('<qti-order-interaction', '<p><img src="../media/pic.png" alt="a picture"/></p><qti-order-interaction');
    const manifest = `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="m"><resources>
      <resource identifier="order-item" type="imsqti_item_xmlv3p0" href="items/order.xml"><file href="items/order.xml"/><file href="media/pic.png"/></resource>
      <resource identifier="choice-item" type="imsqti_item_xmlv2p1" href="items/choice.xml"><file href="items/choice.xml"/></resource>
    </resources></manifest>`;
    const zip = zipSync({
      'imsmanifest.xml': strToU8(manifest),
      'items/order.xml': strToU8(item),
      'items/choice.xml': new Uint8Array(fixture('qti21-choice.xml')),
      'media/pic.png': new Uint8Array(TINY_PNG),
    });
    const job = await importFile(app, teacher, zip, 'package.zip');
    expect(job).toMatchObject({ status: 'completed', total: 2, imported: 2, errors: [] });
    const withImage = byStem(await ownQuestions(app, teacher), 'words in order');
    const src = /<img[^>]*src="([^"]+)"/.exec(withImage.stem)?.[1];
    expect(src).toMatch(new RegExp(`^/uploads/${teacher.tenant.id}/`));
    const served = await app.inject({ method: 'GET', url: src! });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, TINY_PNG)).toBe(0);
  });

  it('refuses a package image that is not an image by content', async () => {
    const teacher = await teacherOfNewTenant();
    const item = fixture('qti21-choice.xml').toString().replace('<p>Which city', '<p><img src="fake.png"/>Which city');
    const zip = zipSync({
      'imsmanifest.xml': strToU8(
        '<manifest><resources><resource identifier="x" type="imsqti_item_xmlv2p1" href="item.xml"/></resources></manifest>',
      ),
      'item.xml': strToU8(item),
      'fake.png': strToU8('<script>alert(1)</script>'),
    });
    const job = await importFile(app, teacher, zip, 'package.zip');
    expect(job.status).toBe('failed');
    expect(job.errors).toMatchObject([{ item: 'x', code: 'image_invalid' }]);
    expect(await countOwnQuestions(app, teacher)).toBe(0);
  });

  it('imports Moodle XML (matching skipped with a problem)', async () => {
    const teacher = await teacherOfNewTenant();
    const job = await importFile(app, teacher, fixture('moodle.xml'), 'quiz.xml');
    expect(job).toMatchObject({ status: 'completed', format: 'moodle_xml', total: 6, imported: 5 });
    expect(job.errors).toMatchObject([{ item: 'Pairs', code: 'unsupported_question_type' }]);
    const q = await ownQuestions(app, teacher);
    const triangle = byStem(q, 'sides has a triangle');
    expect(triangle).toMatchObject({
      type: 'multiple_choice',
      answerKey: { kind: 'choice', correct: ['B'] },
      sourceId: 'moodle-1',
    });
    expect(triangle.labels.map((l) => l.name).sort()).toEqual(['Geometry', 'Shapes']);
    expect(triangle.explanation).toContain('Tri means three');
    expect(byStem(q, 'four equal sides')).toMatchObject({
      choices: [
        { id: 'A', text: 'True' },
        { id: 'B', text: 'False' },
      ],
      answerKey: { kind: 'choice', correct: ['A'] },
    });
    expect(byStem(q, 'missing letters')).toMatchObject({
      type: 'fill_letters',
      answerKey: { kind: 'text', accept: ['a'] },
    });
    expect(byStem(q, 'angles in degrees')).toMatchObject({
      type: 'grid_in',
      answerKey: { kind: 'grid', accept: ['180'] },
    });
    expect(byStem(q, 'Prove that')).toMatchObject({ type: 'written_response' });
    expect(byStem(q, 'Prove that').sampleAnswer).toContain('parallel line');
  });

  it('imports GIFT with its escapes, titles and category', async () => {
    const teacher = await teacherOfNewTenant();
    const job = await importFile(app, teacher, fixture('questions.gift'), 'questions.gift');
    expect(job).toMatchObject({ status: 'completed', format: 'gift', total: 8, imported: 7 });
    expect(job.errors).toMatchObject([{ item: 'Match', code: 'unsupported_question_type' }]);
    const q = await ownQuestions(app, teacher);
    const add = byStem(q, '2 + 2');
    expect(add).toMatchObject({
      type: 'multiple_choice',
      sourceId: 'Add',
      answerKey: { kind: 'choice', correct: ['A'] },
    });
    expect(add.choices.map((c) => c.text)).toEqual(['4', '3', '5']);
    expect(add.labels.map((l) => l.name)).toEqual(['Arithmetic']);
    expect(byStem(q, 'Which shows a set').choices[0]!.text).toBe('{1}');
    expect(byStem(q, 'Which shows a set').stem).toContain('{1}');
    expect(byStem(q, 'even numbers')).toMatchObject({
      type: 'multi_select',
      answerKey: { kind: 'choices', correct: ['A', 'B'] },
    });
    expect(byStem(q, 'greater than 9')).toMatchObject({ answerKey: { kind: 'choice', correct: ['A'] } });
    expect(byStem(q, 'as a decimal')).toMatchObject({ type: 'grid_in', answerKey: { kind: 'grid', accept: ['0.75'] } });
    expect(byStem(q, 'capital of Japan')).toMatchObject({
      type: 'fill_letters',
      answerKey: { kind: 'text', accept: ['Tokyo', 'tokyo'] },
    });
    expect(byStem(q, 'favourite number')).toMatchObject({ type: 'written_response' });
  });
});
