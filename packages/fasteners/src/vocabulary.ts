import { type Coating, type MaterialTerm, type ProductType, STAINLESS_STEEL, type SubtypeName } from './attributes.ts';
import { type PhraseEntry, phraseMatcher } from './phrase-matcher.ts';

/** A word or phrase of the vocabulary; a "keep" phrase stays as words and shields its parts. */
export type Term =
  | { attribute: 'type'; value: ProductType; subtype?: SubtypeName }
  | { attribute: 'material'; value: MaterialTerm }
  | { attribute: 'coating'; value: Coating }
  | { attribute: 'keep' };

/** Endings of the Russian forms buyers type: болт/болты/болтов, гайка/гаек, шайба/шайб. */
const nounM = '(?:|а|у|ом|е|ы|ов|ам|ами|ах)';
const nounKa = '(?:а|и|у|ой|е|ам|ами|ах)';
const nounA = '(?:|а|ы|у|ой|е|ам|ами|ах)';
const nounSoft = '(?:ь|и|ью)';

const bolt = `болт${nounM}|bolts?`;
const washer = `шайб${nounA}|washers?`;
const screw = `винт${nounM}|screws?`;
const steel = `стал${nounSoft}|steel`;
const zinc = String.raw`цинк\p{L}*|оцинк\p{L}*|оц|zn|zinc`;
const word = (stem: string) => String.raw`${stem}\p{L}*`;

const type = (value: ProductType, ...phrases: string[][]): PhraseEntry<Term> => ({ term: { attribute: 'type', value }, phrases });
const washerKind = (subtype: SubtypeName, ...phrases: string[][]): PhraseEntry<Term> => ({
  term: { attribute: 'type', value: 'Шайба', subtype },
  phrases,
});
const material = (value: MaterialTerm, ...phrases: string[][]): PhraseEntry<Term> => ({ term: { attribute: 'material', value }, phrases });
const coating = (value: Coating, ...phrases: string[][]): PhraseEntry<Term> => ({ term: { attribute: 'coating', value }, phrases });

export const VOCABULARY: readonly PhraseEntry<Term>[] = [
  { term: { attribute: 'keep' }, phrases: [[word('(?:нейлон|полиамид)'), word('(?:кольц|вставк)')]] },
  type('Анкер', [`анкер${nounM}|anchors?`], [word('анкерн'), bolt], [bolt, word('анкерн')], [`анкер${nounM}|anchor`, bolt]),
  type('Саморез', [`саморез${nounM}`], [word('самонарез'), screw], ['self', 'tapping', screw], ['tapping', screw]),
  type('Шуруп', [`шуруп${nounM}`], ['wood', screw]),
  type('Болт', [bolt]),
  type('Гайка', [`гайк${nounKa}|гаек|nuts?`]),
  washerKind('пружинная', [word('гровер')], [washer, word('(?:гровер|пружин)')], [word('(?:гровер|пружин)'), washer], ['spring', washer]),
  washerKind('плоская', [washer, word('плоск')], [word('плоск'), washer], ['flat', washer]),
  type('Шайба', [washer]),
  type('Винт', [screw]),
  type('Шпилька', [`шпильк${nounKa}|шпилек|studs?`], ['threaded', 'rods?']),
  type('Заклёпка', [`заклепк${nounKa}|заклепок|rivets?`]),
  material('нержавеющая сталь A2', ['a2'], ['aisi', '304'], ['aisi304']),
  material('нержавеющая сталь A4', ['a4'], ['aisi', '316'], ['aisi316']),
  material(STAINLESS_STEEL, ['нерж|нержа|inox'], [word('нержавейк')], [word('нержавеющ')], [word('нержавеющ'), steel], ['stainless'], ['stainless', steel]),
  material('сталь', [steel], [word('стальн')], [word('углеродист'), steel]),
  material('латунь', [`латун${nounSoft}|${word('латунн')}|brass`]),
  material('алюминий', [`${word('алюмини')}|alumini?um`]),
  material('медь', [`мед${nounSoft}|${word('медн')}|copper`]),
  material('полиамид', [`${word('полиамид')}|${word('нейлон')}|nylon|polyamide`]),
  coating('без покрытия', ['без', word('покрыт')], ['бп|б/п|uncoated'], [word('неоцинк')], ['не', word('оцинк')]),
  coating('горячий цинк', [word('горяч'), zinc], [zinc, word('горяч')], [`${word('горячеоцинк')}|гц|г/ц|hdg`]),
  coating('жёлтый цинк', [word('желт'), zinc], [zinc, word('желт')], [word('желт')]),
  coating('цинк-ламель', [zinc, word('ламел')], [`${word('цинкламел')}|геомет|geomet|дакромет|dacromet`]),
  coating('цинк', [zinc], [word('(?:бел|гальваническ)'), zinc], [zinc, word('бел')]),
  coating('чёрный', [`${word('черн')}|${word('оксид')}|${word('воронен')}|black`]),
  coating('никель', [`${word('никел')}|nickel`]),
];

/** Finds types, materials and coatings among the words of a normalised query. */
export const matchVocabulary = phraseMatcher(VOCABULARY);
