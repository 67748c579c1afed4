import { describe, expect, it } from 'vitest';
import { matchingStandards, type ParsedQuery, parseQuery } from './parse-query.ts';

/** The attributes of a parse, leaving out what a case does not mention. */
function summary(parsed: ParsedQuery) {
  return {
    types: parsed.types,
    subtypes: parsed.subtypes.map((subtype) => subtype.name),
    diameter: parsed.diameter,
    length: parsed.length,
    pitch: parsed.pitch,
    standards: parsed.standards.map((standard) => standard.label),
    strengthClasses: parsed.strengthClasses,
    materials: parsed.materials,
    coatings: parsed.coatings,
    words: parsed.words,
  };
}

type Summary = { [K in keyof ReturnType<typeof summary>]: K extends 'diameter' | 'length' | 'pitch' ? number | null : string[] };
const none: Summary = {
  types: [],
  subtypes: [],
  diameter: null,
  length: null,
  pitch: null,
  standards: [],
  strengthClasses: [],
  materials: [],
  coatings: [],
  words: [],
};
const expectParse = (query: string, expected: Partial<Summary>) => expect(summary(parseQuery(query)), query).toEqual({ ...none, ...expected });

describe('parseQuery: product types in the forms buyers type', () => {
  it.each([
    ['болт', 'Болт'],
    ['болты', 'Болт'],
    ['болта', 'Болт'],
    ['болтов', 'Болт'],
    ['Болт', 'Болт'],
    ['БОЛТЫ', 'Болт'],
    ['гайка', 'Гайка'],
    ['гайки', 'Гайка'],
    ['гаек', 'Гайка'],
    ['шайба', 'Шайба'],
    ['шайбы', 'Шайба'],
    ['винт', 'Винт'],
    ['винты', 'Винт'],
    ['шуруп', 'Шуруп'],
    ['шурупы', 'Шуруп'],
    ['саморез', 'Саморез'],
    ['саморезы', 'Саморез'],
    ['анкер', 'Анкер'],
    ['анкерный болт', 'Анкер'],
    ['шпилька', 'Шпилька'],
    ['шпильки', 'Шпилька'],
    ['заклёпка', 'Заклёпка'],
    ['заклепка', 'Заклёпка'],
    ['заклепки', 'Заклёпка'],
    ['bolt', 'Болт'],
    ['bolts', 'Болт'],
    ['nut', 'Гайка'],
    ['washer', 'Шайба'],
    ['screw', 'Винт'],
    ['self tapping screw', 'Саморез'],
    ['бoлт', 'Болт'], // Latin o inside a Russian word
  ])('%s → %s', (query, type) => expectParse(query, { types: [type] }));

  it.each([
    ['шайба плоская', 'плоская'],
    ['плоская шайба', 'плоская'],
    ['гровер', 'пружинная'],
    ['шайба гровер', 'пружинная'],
    ['шайба пружинная', 'пружинная'],
    ['пружинная шайба', 'пружинная'],
    ['spring washer', 'пружинная'],
  ])('%s is a washer of the kind %s, whose standards a result may carry', (query, subtype) => {
    expectParse(query, { types: ['Шайба'], subtypes: [subtype] });
    expect(matchingStandards(parseQuery(query))).toContain(subtype === 'пружинная' ? 'DIN 127' : 'DIN 125');
  });
});

describe('parseQuery: sizes', () => {
  it.each([
    ['М10х50', 10, 50],
    ['M10x50', 10, 50],
    ['м10*50', 10, 50],
    ['10х50', 10, 50],
    ['10x50', 10, 50],
    ['M10 x 50', 10, 50],
    ['М10 Х 50', 10, 50],
    ['m10×50', 10, 50],
    ['10 на 50', 10, 50],
    ['d10 l50', 10, 50],
    ['d 10 l 50', 10, 50],
    ['д10', 10, null],
    ['м10 50', 10, 50],
    ['М10', 10, null],
    ['M10', 10, null],
    ['10 мм', 10, null],
    ['10мм', 10, null],
    ['диаметр 10 длина 50', 10, 50],
    ['4,2х19', 4.2, 19],
    ['4.2x19', 4.2, 19],
    ['М36х140', 36, 140],
    ['М12х1000', 12, 1000],
  ])('%s → Ø%s, length %s', (query, diameter, length) => {
    const parsed = parseQuery(query);
    expect([parsed.diameter, parsed.length, parsed.pitch, parsed.words], query).toEqual([diameter, length, null, []]);
  });

  it.each([
    ['M10x1.25', 10, 1.25, null],
    ['М10х1,25', 10, 1.25, null],
    ['M10 x 1.25', 10, 1.25, null],
    ['М10х1,25х50', 10, 1.25, 50],
    ['M12x1.5x60', 12, 1.5, 60],
    ['м10 шаг 1.25', 10, 1.25, null],
  ])('%s names the pitch: Ø%s pitch %s length %s', (query, diameter, pitch, length) => {
    const parsed = parseQuery(query);
    expect([parsed.diameter, parsed.pitch, parsed.length]).toEqual([diameter, pitch, length]);
  });

  it('reads bare numbers by the type: a bolt gets diameter then length, a nut a class, a screw a diameter', () => {
    expectParse('болт 10 50', { types: ['Болт'], diameter: 10, length: 50 });
    expectParse('гайка м10 8', { types: ['Гайка'], diameter: 10, strengthClasses: ['8'] });
    expectParse('шайба 10', { types: ['Шайба'], diameter: 10 });
    expectParse('саморез 4.8', { types: ['Саморез'], diameter: 4.8 });
  });

  it('drops quantities and stop words, keeps other words for full-text search', () => {
    expectParse('болт м10х50 100 шт', { types: ['Болт'], diameter: 10, length: 50 });
    expectParse('саморезы по металлу', { types: ['Саморез'], words: ['металлу'] });
    expectParse('болт с шестигранной головкой', { types: ['Болт'], words: ['шестигранной', 'головкой'] });
  });
});

describe('parseQuery: standards', () => {
  it.each([
    ['DIN 933', 'DIN 933'],
    ['din933', 'DIN 933'],
    ['din 933', 'DIN 933'],
    ['ДИН 933', 'DIN 933'],
    ['дин933', 'DIN 933'],
    ['ISO 4017', 'ISO 4017'],
    ['iso4017', 'ISO 4017'],
    ['ИСО 4017', 'ISO 4017'],
    ['ISO-4017', 'ISO 4017'],
    ['DIN EN ISO 4017', 'ISO 4017'],
    ['ГОСТ 7798-70', 'ГОСТ 7798-70'],
    ['гост 7798', 'ГОСТ 7798-70'],
    ['ГОСТ7798-70', 'ГОСТ 7798-70'],
    ['gost 7798', 'ГОСТ 7798-70'],
    ['EN 14399', 'EN 14399'],
    ['EN 14399-4', 'EN 14399-4'],
    ['ГОСТ Р 52644-2006', 'ГОСТ Р 52644-2006'],
    ['ISO 4017:2014', 'ISO 4017'],
  ])('%s → %s', (query, label) => expectParse(query, { standards: [label] }));

  it('finds the twins of a standard, exact ones first, near ones marked', () => {
    const din933 = parseQuery('DIN 933');
    expect(din933.equivalentStandards.map((twin) => [twin.label, twin.relation])).toEqual([
      ['ISO 4017', 'near'],
      ['ГОСТ 7798-70', 'near'],
      ['ГОСТ 7805-70', 'near'],
    ]);
    const din912 = parseQuery('din 912');
    expect(din912.equivalentStandards.map((twin) => [twin.label, twin.relation])).toEqual([
      ['ISO 4762', 'exact'],
      ['ГОСТ 11738-84', 'near'],
    ]);
    expect(matchingStandards(parseQuery('ГОСТ 7798-70'))).toEqual(expect.arrayContaining(['ГОСТ 7798-70', 'DIN 933', 'ISO 4017', 'DIN 931', 'ISO 4014']));
    expect(matchingStandards(parseQuery('ISO 4017'))[0]).toBe('ISO 4017');
  });

  it('reads "болт 933" as DIN 933 when the number is a standard of the named type', () => {
    expectParse('болт 933', { types: ['Болт'], standards: ['DIN 933'] });
    expectParse('гайка 934 м12', { types: ['Гайка'], standards: ['DIN 934'], diameter: 12 });
    expectParse('шпилька м12 1000', { types: ['Шпилька'], diameter: 12, length: 1000 });
  });
});

describe('parseQuery: strength classes, materials, coatings', () => {
  it.each([
    ['8.8', '8.8'],
    ['8,8', '8.8'],
    ['кл. пр. 10.9', '10.9'],
    ['кл.пр.8.8', '8.8'],
    ['класс прочности 8.8', '8.8'],
    ['класс 12.9', '12.9'],
    ['A2-70', 'A2-70'],
    ['А2-70', 'A2-70'],
    ['a4-80', 'A4-80'],
    ['гайка м12 кл. 8', '8'],
  ])('%s → class %s', (query, strengthClass) => expect(parseQuery(query).strengthClasses).toEqual([strengthClass]));

  it.each([
    ['сталь', ['сталь']],
    ['стальной', ['сталь']],
    ['нерж', ['нержавеющая сталь A2', 'нержавеющая сталь A4']],
    ['нержавейка', ['нержавеющая сталь A2', 'нержавеющая сталь A4']],
    ['нержавеющая сталь', ['нержавеющая сталь A2', 'нержавеющая сталь A4']],
    ['A2', ['нержавеющая сталь A2']],
    ['А2', ['нержавеющая сталь A2']],
    ['А4', ['нержавеющая сталь A4']],
    ['нерж A4', ['нержавеющая сталь A4']],
    ['латунь', ['латунь']],
    ['латунный', ['латунь']],
    ['алюминий', ['алюминий']],
    ['алюминиевый', ['алюминий']],
    ['медь', ['медь']],
  ])('%s → material %j', (query, materials) => expect(parseQuery(query).materials).toEqual(materials));

  it.each([
    ['цинк', 'цинк'],
    ['оцинкованный', 'цинк'],
    ['оцинкованные', 'цинк'],
    ['оцинковка', 'цинк'],
    ['оц', 'цинк'],
    ['zn', 'цинк'],
    ['горячий цинк', 'горячий цинк'],
    ['горячеоцинкованный', 'горячий цинк'],
    ['гц', 'горячий цинк'],
    ['без покрытия', 'без покрытия'],
    ['б/п', 'без покрытия'],
    ['черный', 'чёрный'],
    ['чёрный', 'чёрный'],
    ['воронёный', 'чёрный'],
    ['желтый цинк', 'жёлтый цинк'],
  ])('%s → coating %s', (query, coating) => expect(parseQuery(query).coatings).toEqual([coating]));
});

describe('parseQuery: whole queries', () => {
  it('reads every attribute of a full query, and chips in the typed order', () => {
    const parsed = parseQuery('болт м10х50 din 933 8.8 цинк');
    expect(summary(parsed)).toEqual({
      ...none,
      types: ['Болт'],
      diameter: 10,
      length: 50,
      standards: ['DIN 933'],
      strengthClasses: ['8.8'],
      coatings: ['цинк'],
    });
    expect(parsed.chips.map((chip) => chip.label)).toEqual([
      'Тип: Болт',
      'Диаметр: 10 мм',
      'Длина: 50 мм',
      'Стандарт: DIN 933',
      'Класс прочности: 8.8',
      'Покрытие: цинк',
    ]);
  });

  it('folds look-alike letters, case and ё', () => {
    for (const query of ['БОЛТ М10Х50', 'Болт M10x50', 'бoлт м10x50', 'болт М10Х50']) {
      expectParse(query, { types: ['Болт'], diameter: 10, length: 50 });
    }
    expectParse('ЗАКЛЁПКА 4х10', { types: ['Заклёпка'], diameter: 4, length: 10 });
    expectParse('din 933 a2 м8', { standards: ['DIN 933'], materials: ['нержавеющая сталь A2'], diameter: 8 });
  });

  it('gives the same answer for the same text', () => {
    expect(parseQuery('винт din 912 м8х30 12.9 черный')).toEqual(parseQuery('винт din 912 м8х30 12.9 черный'));
  });

  it('understands the quick-search form group by group', () => {
    expectParse('(DIN 933)&(10)&(50)&(8.8)&(Сталь)', { standards: ['DIN 933'], diameter: 10, length: 50, strengthClasses: ['8.8'], materials: ['сталь'] });
  });
});
