import { zipSync, strToU8 } from 'fflate';
import type { ExportQuestion } from '../../questions/question-bank.service.ts';
import { PW_NAMESPACE } from './qti-package.ts';
import { escapeXml, htmlToXhtml } from './xhtml.ts';

/**
 * Questions as a QTI 3.0 content package: `imsmanifest.xml` (one resource per item, LOM metadata with
 * the labels as keywords and the difficulty, and our extension `<pw:question>`: JSON of the question's
 * own fields exactly as stored, image paths made package-relative), `items/<n>.xml` (one
 * qti-assessment-item each: response declaration with the key, the body with the interaction, the
 * explanation as modal feedback, a sample answer as a scorer's rubric block, the SCORE maximum of a
 * rated item) and `images/…` (the uploads the texts show). Mapping (the importer's, reversed):
 * multiple_choice → choice interaction max 1; multi_select → choice interaction max 0 (any number);
 * build_sentence → order interaction; grid_in and fill_letters → text entry (string base type, every
 * accepted entry a correct value); spoken and written responses → extended text.
 */
const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const LOM_NS = 'http://ltsc.ieee.org/xsd/LOM';
const LOM_DIFFICULTY = { easy: 'easy', medium: 'medium', hard: 'difficult' } as const;

export interface ExportImage {
  /** The `src` as stored (`/uploads/…`). */
  url: string;
  data: Uint8Array;
}

const isHtml = (text: string) => /^\s*</.test(text);
/** A stored text as XHTML: HTML made well-formed, plain authored text as paragraphs (math kept as written). */
const xhtml = (text: string, images: Map<string, string>, depth: string) => {
  const html = isHtml(text)
    ? htmlToXhtml(text)
    : text
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== '')
        .map((p) => `<p>${escapeXml(p).replace(/\n/g, '<br/>')}</p>`)
        .join('');
  return swapImages(html, images, depth);
};
const swapImages = (text: string, images: Map<string, string>, prefix: string) =>
  text.replace(/(<img\b[^>]*?\bsrc=")([^"]*)(")/gi, (whole, head: string, src: string, tail: string) => {
    const path = images.get(src.replace(/&amp;/g, '&'));
    return path ? `${head}${prefix}${path}${tail}` : whole;
  });

const responseDeclaration = (q: ExportQuestion) => {
  const key = q.answerKey;
  const values = (list: readonly string[]) => list.map((v) => `<qti-value>${escapeXml(v)}</qti-value>`).join('');
  switch (key.kind) {
    case 'choice':
      return `<qti-response-declaration identifier="RESPONSE" cardinality="${key.correct.length > 1 ? 'multiple' : 'single'}" base-type="identifier"><qti-correct-response>${values(key.correct)}</qti-correct-response></qti-response-declaration>`;
    case 'choices':
      return `<qti-response-declaration identifier="RESPONSE" cardinality="${q.type === 'build_sentence' ? 'ordered' : 'multiple'}" base-type="identifier"><qti-correct-response>${values(key.correct)}</qti-correct-response></qti-response-declaration>`;
    case 'grid':
    case 'text':
      return `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"><qti-correct-response>${values(key.accept)}</qti-correct-response></qti-response-declaration>`;
    case 'rated':
      return `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>`;
  }
};

const interaction = (q: ExportQuestion, images: Map<string, string>) => {
  const choices = (tag: string) =>
    q.choices.map((c) => `<${tag} identifier="${escapeXml(c.id)}">${xhtml(c.text, images, '../')}</${tag}>`).join('');
  switch (q.type) {
    case 'multiple_choice':
      return `<qti-choice-interaction response-identifier="RESPONSE" max-choices="${q.answerKey.kind === 'choice' && q.answerKey.correct.length > 1 ? 0 : 1}" shuffle="false">${choices('qti-simple-choice')}</qti-choice-interaction>`;
    case 'multi_select':
      return `<qti-choice-interaction response-identifier="RESPONSE" max-choices="0" shuffle="false">${choices('qti-simple-choice')}</qti-choice-interaction>`;
    case 'build_sentence':
      return `<qti-order-interaction response-identifier="RESPONSE" shuffle="false">${choices('qti-simple-choice')}</qti-order-interaction>`;
    case 'grid_in':
    case 'fill_letters':
      return `<p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>`;
    case 'spoken_response':
    case 'written_response':
      return `<qti-extended-text-interaction response-identifier="RESPONSE"/>`;
  }
};

const itemXml = (q: ExportQuestion, id: string, images: Map<string, string>, stimulusHref: string | null) => {
  const max = q.answerKey.kind === 'rated' ? q.answerKey.max : 1;
  const rubric =
    q.sampleAnswer.trim() === ''
      ? ''
      : `<qti-rubric-block view="scorer" use="instructions"><qti-content-body>${xhtml(q.sampleAnswer, images, '../')}</qti-content-body></qti-rubric-block>`;
  const feedback =
    q.explanation.trim() === ''
      ? ''
      : `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="EXPLANATION" show-hide="show"><qti-content-body>${xhtml(q.explanation, images, '../')}</qti-content-body></qti-modal-feedback>`;
  const stimulus = stimulusHref
    ? `<qti-assessment-stimulus-ref identifier="${escapeXml(stimulusHref.replace(/\W/g, '_'))}" href="../${stimulusHref}"/>`
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<qti-assessment-item xmlns="${QTI_NS}" identifier="${escapeXml(id)}" title="${escapeXml(q.subject || q.type)}" adaptive="false" time-dependent="false">` +
    responseDeclaration(q) +
    `<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float" normal-maximum="${max}"/>` +
    `<qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>` +
    stimulus +
    `<qti-item-body>${rubric}${xhtml(q.stem, images, '../')}${interaction(q, images)}</qti-item-body>` +
    (q.answerKey.kind === 'rated'
      ? ''
      : `<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>`) +
    feedback +
    `</qti-assessment-item>\n`
  );
};

/** Our own fields exactly as stored, images as package paths (`images/…`), for `<pw:question>`. */
const extensionJson = (q: ExportQuestion, images: Map<string, string>) => {
  const s = (t: string) => swapImages(t, images, '');
  return JSON.stringify({
    kind: q.kind,
    section: q.section,
    subject: q.subject,
    source: q.source,
    sourceId: q.sourceId ?? q.rootId,
    type: q.type,
    task: q.task,
    stem: s(q.stem),
    choices: q.choices.map((c) => ({ id: c.id, text: s(c.text) })),
    answerKey: q.answerKey,
    sampleAnswer: s(q.sampleAnswer),
    explanation: s(q.explanation),
    difficulty: q.difficulty,
    irt: q.irt,
    media: q.media,
    solution: q.solution,
    labels: q.labels,
    passage: q.passage
      ? {
          kind: q.passage.kind,
          title: q.passage.title,
          body: s(q.passage.body),
          audioUrl: q.passage.audioUrl,
          transcript: q.passage.transcript,
        }
      : null,
  });
};

const stimulusXml = (p: NonNullable<ExportQuestion['passage']>, id: string, images: Map<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-stimulus xmlns="${QTI_NS}" identifier="${id}" title="${escapeXml(p.title ?? '')}"><qti-stimulus-body>${xhtml(p.body, images, '../')}</qti-stimulus-body></qti-assessment-stimulus>\n`;

/** Every `/uploads/…` image src of the questions' texts. */
export const imageUrlsOf = (questions: ExportQuestion[]) => {
  const urls = new Set<string>();
  const texts = questions.flatMap((q) => [
    q.stem,
    q.explanation,
    q.sampleAnswer,
    ...q.choices.map((c) => c.text),
    q.passage?.body ?? '',
  ]);
  for (const t of texts) for (const m of t.matchAll(/<img\b[^>]*?\bsrc="(\/uploads\/[^"]+)"/gi)) urls.add(m[1]!);
  return [...urls];
};

export const buildQtiPackage = (questions: ExportQuestion[], imageFiles: ExportImage[]): Uint8Array => {
  const files: Record<string, Uint8Array> = {};
  const images = new Map<string, string>();
  imageFiles.forEach((img, i) => {
    const ext = /\.([a-z0-9]+)$/i.exec(img.url)?.[1] ?? 'bin';
    const path = `images/image-${i + 1}.${ext}`;
    images.set(img.url, path);
    files[path] = img.data;
  });
  const stimuli = new Map<string, string>();
  const resources: string[] = [];
  questions.forEach((q, i) => {
    const id = `item-${i + 1}`;
    const href = `items/${id}.xml`;
    let stimulusHref: string | null = null;
    if (q.passage) {
      stimulusHref = stimuli.get(q.passage.id) ?? `stimuli/stimulus-${stimuli.size + 1}.xml`;
      if (!stimuli.has(q.passage.id)) {
        stimuli.set(q.passage.id, stimulusHref);
        files[stimulusHref] = strToU8(stimulusXml(q.passage, `stimulus-${stimuli.size}`, images));
      }
    }
    files[href] = strToU8(itemXml(q, id, images, stimulusHref));
    const keywords = q.labels.map((l) => `<keyword><string>${escapeXml(l)}</string></keyword>`).join('');
    const difficulty = q.difficulty
      ? `<educational><difficulty><source>LOMv1.0</source><value>${LOM_DIFFICULTY[q.difficulty]}</value></difficulty></educational>`
      : '';
    const used = imageUrlsOf([q])
      .map((u) => `<file href="${images.get(u)}"/>`)
      .join('');
    resources.push(
      `<resource identifier="${id}" type="imsqti_item_xmlv3p0" href="${href}"><metadata>` +
        `<lom xmlns="${LOM_NS}"><general><identifier><catalog>prepwell</catalog><entry>${escapeXml(q.rootId)}</entry></identifier>${keywords}</general>${difficulty}</lom>` +
        `<pw:question xmlns:pw="${PW_NAMESPACE}" version="1"><![CDATA[${extensionJson(q, images).replace(/]]>/g, ']]]]><![CDATA[>')}]]></pw:question>` +
        `</metadata><file href="${href}"/>${stimulusHref ? `<file href="${stimulusHref}"/>` : ''}${used}</resource>`,
    );
  });
  files['imsmanifest.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="${CP_NS}" identifier="prepwell-export"><metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata><organizations/><resources>${resources.join('')}</resources></manifest>\n`,
  );
  return zipSync(files, { level: 6 });
};
