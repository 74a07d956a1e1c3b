import { serverMessage, type Lang } from '@prepwell/contracts';

/**
 * The built-in mnemonic writer, used when the tenant has no AI provider (or it failed): a real,
 * word-specific mnemonic from the word's own parts and definition. It looks for a known Latin or Greek
 * prefix, root and suffix and glosses each in the reader's language; a word with no known part is split
 * into spoken beats instead. The definition and an example sentence (or the translation) tie it to the
 * meaning. The answer is flagged offline by the caller (decision 0037); this module only writes the text.
 */
type Gloss = { en: string; cn: string; tw: string };
const g = (en: string, cn: string, tw: string): Gloss => ({ en, cn, tw });

const PREFIXES: Record<string, Gloss> = {
  ab: g('away from', '离开', '離開'),
  ad: g('toward', '朝向', '朝向'),
  ambi: g('both', '两者', '兩者'),
  ante: g('before', '之前', '之前'),
  anti: g('against', '反对', '反對'),
  auto: g('self', '自己', '自己'),
  bene: g('good, well', '好', '好'),
  circum: g('around', '环绕', '環繞'),
  com: g('together', '共同', '共同'),
  con: g('together, with', '共同', '共同'),
  contra: g('against', '相反', '相反'),
  counter: g('against', '相反', '相反'),
  de: g('down, away', '向下、去除', '向下、去除'),
  dis: g('apart, not', '分开、不', '分開、不'),
  dys: g('bad, hard', '不良', '不良'),
  juxta: g('beside', '在旁边', '在旁邊'),
  en: g('put into', '使进入', '使進入'),
  equi: g('equal', '相等', '相等'),
  ex: g('out of', '出', '出'),
  extra: g('beyond', '超出', '超出'),
  hyper: g('over, too much', '过度', '過度'),
  hypo: g('under', '在下', '在下'),
  il: g('not', '不', '不'),
  im: g('not, into', '不、进入', '不、進入'),
  in: g('not, into', '不、进入', '不、進入'),
  inter: g('between', '之间', '之間'),
  intra: g('within', '在内', '在內'),
  ir: g('not', '不', '不'),
  mal: g('bad', '坏', '壞'),
  mis: g('wrongly', '错误地', '錯誤地'),
  mono: g('one', '单一', '單一'),
  multi: g('many', '多', '多'),
  non: g('not', '非', '非'),
  ob: g('against, in the way', '阻挡', '阻擋'),
  omni: g('all', '全部', '全部'),
  pan: g('all', '全部', '全部'),
  per: g('through, thoroughly', '贯穿、彻底', '貫穿、徹底'),
  peri: g('around', '周围', '周圍'),
  post: g('after', '之后', '之後'),
  pre: g('before', '预先', '預先'),
  pro: g('forward, for', '向前、支持', '向前、支持'),
  re: g('again, back', '再、回', '再、回'),
  retro: g('backward', '向后', '向後'),
  se: g('apart', '分离', '分離'),
  sub: g('under', '在下', '在下'),
  super: g('above', '在上', '在上'),
  sym: g('together', '共同', '共同'),
  syn: g('together', '共同', '共同'),
  trans: g('across', '跨越', '跨越'),
  un: g('not', '不', '不'),
};

const ROOTS: Record<string, Gloss> = {
  acr: g('sharp, bitter', '尖锐、苦', '尖銳、苦'),
  am: g('love', '爱', '愛'),
  anim: g('mind, life', '心灵、生命', '心靈、生命'),
  bell: g('war', '战争', '戰爭'),
  cap: g('take', '拿', '拿'),
  ced: g('go, yield', '走、让步', '走、讓步'),
  chron: g('time', '时间', '時間'),
  cid: g('cut, kill', '切、杀', '切、殺'),
  clud: g('shut', '关闭', '關閉'),
  cred: g('believe', '相信', '相信'),
  culp: g('blame', '责备', '責備'),
  dict: g('say', '说', '說'),
  doc: g('teach', '教', '教'),
  duc: g('lead', '引导', '引導'),
  dur: g('hard, lasting', '坚硬、持久', '堅硬、持久'),
  fac: g('make, do', '做', '做'),
  fer: g('carry', '携带', '攜帶'),
  fid: g('faith, trust', '信任', '信任'),
  flu: g('flow', '流动', '流動'),
  gen: g('birth, kind', '出生、种类', '出生、種類'),
  grad: g('step', '步', '步'),
  graph: g('write', '写', '寫'),
  greg: g('flock, group', '群', '群'),
  ject: g('throw', '投掷', '投擲'),
  jud: g('judge', '判断', '判斷'),
  lat: g('carry', '携带', '攜帶'),
  loqu: g('speak', '说话', '說話'),
  log: g('word, reason', '言语、理', '言語、理'),
  luc: g('light', '光', '光'),
  magn: g('great', '大', '大'),
  mit: g('send', '送', '送'),
  mort: g('death', '死亡', '死亡'),
  mut: g('change', '改变', '改變'),
  nov: g('new', '新', '新'),
  pac: g('peace', '和平', '和平'),
  path: g('feeling', '感受', '感受'),
  ped: g('foot, child', '脚、儿童', '腳、兒童'),
  pel: g('drive', '驱动', '驅動'),
  pend: g('hang, weigh', '悬挂、衡量', '懸掛、衡量'),
  phil: g('love', '爱', '愛'),
  phon: g('sound', '声音', '聲音'),
  plac: g('please, calm', '使平静', '使平靜'),
  port: g('carry', '携带', '攜帶'),
  pos: g('put', '放置', '放置'),
  scrib: g('write', '写', '寫'),
  script: g('write', '写', '寫'),
  sens: g('feel', '感觉', '感覺'),
  sent: g('feel', '感觉', '感覺'),
  sequ: g('follow', '跟随', '跟隨'),
  spec: g('look', '看', '看'),
  spic: g('look', '看', '看'),
  struct: g('build', '建造', '建造'),
  tact: g('touch', '触摸', '觸摸'),
  temp: g('time', '时间', '時間'),
  ten: g('hold', '握住', '握住'),
  tract: g('pull', '拉', '拉'),
  vac: g('empty', '空', '空'),
  ven: g('come', '来', '來'),
  ver: g('true', '真实', '真實'),
  vers: g('turn', '转', '轉'),
  vert: g('turn', '转', '轉'),
  vid: g('see', '看见', '看見'),
  vis: g('see', '看见', '看見'),
  voc: g('call, voice', '呼唤、声音', '呼喚、聲音'),
  vol: g('wish', '意愿', '意願'),
};

const SUFFIXES: Record<string, Gloss> = {
  able: g('able to be', '能够被…的', '能夠被…的'),
  ible: g('able to be', '能够被…的', '能夠被…的'),
  acious: g('full of', '充满…的', '充滿…的'),
  al: g('relating to', '…的', '…的'),
  ance: g('state of', '…的状态', '…的狀態'),
  ant: g('one who, being', '…的人、…的', '…的人、…的'),
  ary: g('relating to', '…的', '…的'),
  ate: g('make, having', '使…、具有', '使…、具有'),
  ence: g('state of', '…的状态', '…的狀態'),
  ent: g('being', '…的', '…的'),
  esce: g('becoming', '逐渐变成', '逐漸變成'),
  ful: g('full of', '充满', '充滿'),
  ic: g('relating to', '…的', '…的'),
  ify: g('make', '使成为', '使成為'),
  ious: g('full of', '充满…的', '充滿…的'),
  ism: g('belief, practice', '主义、做法', '主義、做法'),
  ist: g('one who', '…的人', '…的人'),
  ity: g('quality of', '…的性质', '…的性質'),
  ive: g('tending to', '倾向于…的', '傾向於…的'),
  ize: g('make', '使…化', '使…化'),
  less: g('without', '没有', '沒有'),
  logy: g('study of', '…学', '…學'),
  ment: g('act, result', '行为、结果', '行為、結果'),
  ness: g('state of', '…的状态', '…的狀態'),
  ory: g('relating to', '…的', '…的'),
  ous: g('full of', '充满…的', '充滿…的'),
  tion: g('act of', '…的行为', '…的行為'),
  sion: g('act of', '…的行为', '…的行為'),
  ure: g('act, result', '行为、结果', '行為、結果'),
};

export interface WordPart {
  text: string;
  /** Null for the letters between known parts (shown as they are). */
  gloss: string | null;
}

const longestKey = (table: Record<string, Gloss>, test: (key: string) => boolean): string | null =>
  Object.keys(table)
    .filter(test)
    .sort((a, b) => b.length - a.length)[0] ?? null;

/** The word's known prefix, root and suffix (in order), each with its gloss in `lang`; empty when none is found. */
export const wordParts = (word: string, lang: Lang): WordPart[] => {
  const w = word.toLowerCase().trim();
  if (!/^[a-z]+$/.test(w) || w.length < 5) return [];
  const prefix = longestKey(PREFIXES, (p) => w.startsWith(p) && w.length - p.length >= 4);
  const afterPrefix = prefix ? w.slice(prefix.length) : w;
  const suffix = longestKey(SUFFIXES, (s) => afterPrefix.endsWith(s) && afterPrefix.length - s.length >= 2);
  const middle = suffix ? afterPrefix.slice(0, -suffix.length) : afterPrefix;
  const root = longestKey(ROOTS, (r) => middle.includes(r));
  const parts: WordPart[] = [];
  if (prefix) parts.push({ text: `${prefix}-`, gloss: PREFIXES[prefix]![lang] });
  const at = root ? middle.indexOf(root) : -1;
  if (root && at > 0) parts.push({ text: middle.slice(0, at), gloss: null });
  if (root) parts.push({ text: root, gloss: ROOTS[root]![lang] });
  const rest = root ? middle.slice(at + root.length) : middle;
  if (rest) parts.push({ text: rest, gloss: null });
  if (suffix) parts.push({ text: `-${suffix}`, gloss: SUFFIXES[suffix]![lang] });
  // One affix alone says little: a mnemonic from parts needs a root, or a prefix and a suffix.
  return root || (prefix && suffix) ? parts : [];
};

const VOWELS = /[aeiouy]+/g;

/** The word in spoken beats (a vowel group and the consonants before it), e.g. `ob·du·rate`. */
export const wordBeats = (word: string): string => {
  const w = word.trim();
  const beats: string[] = [];
  let start = 0;
  for (const m of w.toLowerCase().matchAll(VOWELS)) {
    const end = m.index + m[0].length;
    // The next beat starts at the last consonant before the next vowel group.
    const rest = w.toLowerCase().slice(end);
    const next = rest.search(/[aeiouy]/);
    if (next <= 0) continue;
    const cut = end + Math.max(0, next - 1);
    beats.push(w.slice(start, cut));
    start = cut;
  }
  beats.push(w.slice(start));
  return beats.filter(Boolean).join('·');
};

export interface MnemonicSource {
  word: string;
  senses: { pos: string; definition: string; examples: string[] }[];
  translations: { cn?: string; tw?: string };
}

/** The offline mnemonic of a word in the reader's language (the word, definition and example stay as written). */
export const offlineMnemonic = (source: MnemonicSource, lang: Lang): string => {
  const sense = source.senses[0];
  const definition = sense?.definition.replace(/[.\s]+$/, '') ?? '';
  const translation = lang === 'en' ? undefined : source.translations[lang];
  const meaning = translation ? `${definition} (${translation})` : definition;
  const parts = wordParts(source.word, lang);
  const lines = [
    parts.length
      ? serverMessage(lang, 'vocabulary.mnemonic_parts', {
          word: source.word,
          parts: parts
            .map((p) =>
              p.gloss === null
                ? p.text
                : serverMessage(lang, 'vocabulary.mnemonic_part', { part: p.text, gloss: p.gloss }),
            )
            .join(' + '),
          meaning,
        })
      : wordBeats(source.word).includes('·')
        ? serverMessage(lang, 'vocabulary.mnemonic_beats', {
            word: source.word,
            beats: wordBeats(source.word),
            meaning,
          })
        : serverMessage(lang, 'vocabulary.mnemonic_sound', { word: source.word, meaning }),
  ];
  const example = sense?.examples[0];
  if (example) lines.push(serverMessage(lang, 'vocabulary.mnemonic_example', { example }));
  else if (sense?.pos)
    lines.push(serverMessage(lang, 'vocabulary.mnemonic_pos', { word: source.word, pos: sense.pos }));
  return lines.join(' ');
};
