/**
 * Real-world queries and what their first result must be, over the seeded demo catalogue (search.test.ts
 * runs them on both databases; the bench replays them under load). A list value means "one of".
 */
export interface RelevanceCase {
  q: string;
  first: {
    type_name?: string;
    standard?: string | string[];
    diameter?: number;
    length?: number;
    pitch?: number;
    strength_class?: string;
    material?: string | string[];
    coating?: string;
  };
}

const stainless = ['нержавеющая сталь A2', 'нержавеющая сталь A4'];
const flatWashers = ['DIN 125', 'ISO 7089', 'ГОСТ 11371-78', 'DIN 9021', 'ISO 7093'];
const springWashers = ['DIN 127', 'ГОСТ 6402-70'];

export const relevanceSet: RelevanceCase[] = [
  // Sizes in every notation
  { q: 'болт м10х50', first: { type_name: 'Болт', diameter: 10, length: 50 } },
  { q: 'Болт М10Х50', first: { type_name: 'Болт', diameter: 10, length: 50 } },
  { q: 'болты M10x50', first: { type_name: 'Болт', diameter: 10, length: 50 } },
  { q: 'болт м10*50', first: { type_name: 'Болт', diameter: 10, length: 50 } },
  { q: '10х50 болт', first: { type_name: 'Болт', diameter: 10, length: 50 } },
  { q: 'болт M10 x 50', first: { type_name: 'Болт', diameter: 10, length: 50 } },
  { q: 'болта М12', first: { type_name: 'Болт', diameter: 12 } },
  { q: 'шайба 10 мм', first: { type_name: 'Шайба', diameter: 10 } },
  { q: 'винт d8 l30', first: { type_name: 'Винт', diameter: 8, length: 30 } },
  { q: 'болт M10x1.25', first: { type_name: 'Болт', diameter: 10, pitch: 1.25 } },
  { q: 'М16х1,5х60', first: { diameter: 16, pitch: 1.5, length: 60 } },
  { q: 'м8х40', first: { diameter: 8, length: 40 } },
  // Standards, their spellings and twins: the typed standard comes first
  { q: 'DIN 933', first: { standard: 'DIN 933' } },
  { q: 'din933 м8', first: { standard: 'DIN 933', diameter: 8 } },
  { q: 'ДИН 933 М10х40', first: { standard: 'DIN 933', diameter: 10, length: 40 } },
  { q: 'ISO 4017 M12', first: { standard: 'ISO 4017', diameter: 12 } },
  { q: 'ИСО 4017', first: { standard: 'ISO 4017' } },
  { q: 'ГОСТ 7798-70', first: { standard: 'ГОСТ 7798-70' } },
  { q: 'ГОСТ 7798-70 М16', first: { standard: 'ГОСТ 7798-70', diameter: 16 } },
  { q: 'гост 7798 м12х60', first: { standard: 'ГОСТ 7798-70', diameter: 12, length: 60 } },
  { q: 'DIN 912 M6x20', first: { standard: 'DIN 912', diameter: 6, length: 20 } },
  { q: 'ISO 4762 м8', first: { standard: 'ISO 4762', diameter: 8 } },
  { q: 'din 934 m10', first: { standard: 'DIN 934', type_name: 'Гайка', diameter: 10 } },
  { q: 'гайка ISO 4032 М12', first: { standard: 'ISO 4032', diameter: 12 } },
  { q: 'ГОСТ 5915-70 м8', first: { standard: 'ГОСТ 5915-70', diameter: 8 } },
  { q: 'DIN 125 10', first: { standard: 'DIN 125', diameter: 10 } },
  { q: 'шайба DIN 127 м12', first: { standard: 'DIN 127', diameter: 12 } },
  { q: 'DIN 7991 M5', first: { standard: 'DIN 7991', diameter: 5 } },
  { q: 'din 603 м8х40', first: { standard: 'DIN 603', diameter: 8, length: 40 } },
  { q: 'DIN 985 М8', first: { standard: 'DIN 985', diameter: 8 } },
  { q: 'шпилька DIN 976 M12', first: { standard: 'DIN 976', diameter: 12 } },
  { q: 'DIN EN ISO 4017 м10', first: { standard: 'ISO 4017', diameter: 10 } },
  { q: 'болт 933 м10', first: { standard: 'DIN 933', diameter: 10 } },
  // Strength classes
  { q: 'болт 8.8 м10', first: { type_name: 'Болт', strength_class: '8.8', diameter: 10 } },
  { q: 'болт м12 8,8', first: { type_name: 'Болт', strength_class: '8.8', diameter: 12 } },
  { q: 'болт кл. пр. 10.9 м16', first: { type_name: 'Болт', strength_class: '10.9', diameter: 16 } },
  { q: 'винт 12.9 м8', first: { type_name: 'Винт', strength_class: '12.9', diameter: 8 } },
  { q: 'болт A2-70 м10', first: { type_name: 'Болт', strength_class: 'A2-70', diameter: 10 } },
  { q: 'винт А2-70 м6', first: { type_name: 'Винт', strength_class: 'A2-70', diameter: 6 } },
  { q: 'гайка м10 кл. 8', first: { type_name: 'Гайка', strength_class: '8', diameter: 10 } },
  { q: 'класс прочности 5.8 болт м12', first: { type_name: 'Болт', strength_class: '5.8', diameter: 12 } },
  // Materials
  { q: 'болт нерж м10', first: { type_name: 'Болт', material: stainless, diameter: 10 } },
  { q: 'болт нержавейка м12', first: { type_name: 'Болт', material: stainless, diameter: 12 } },
  { q: 'болт A2 м8', first: { type_name: 'Болт', material: 'нержавеющая сталь A2', diameter: 8 } },
  { q: 'шайба а2 8', first: { type_name: 'Шайба', material: 'нержавеющая сталь A2', diameter: 8 } },
  { q: 'гайка сталь м8', first: { type_name: 'Гайка', material: 'сталь', diameter: 8 } },
  { q: 'нержавеющий винт м5', first: { type_name: 'Винт', material: stainless, diameter: 5 } },
  // Coatings
  { q: 'болт оцинкованный м10', first: { type_name: 'Болт', coating: 'цинк', diameter: 10 } },
  { q: 'болт цинк м8х30', first: { type_name: 'Болт', coating: 'цинк', diameter: 8, length: 30 } },
  { q: 'гайка оцинковка м12', first: { type_name: 'Гайка', coating: 'цинк', diameter: 12 } },
  { q: 'болт без покрытия м16', first: { type_name: 'Болт', coating: 'без покрытия', diameter: 16 } },
  { q: 'винт черный м6', first: { type_name: 'Винт', coating: 'чёрный', diameter: 6 } },
  { q: 'болт горячий цинк м20', first: { type_name: 'Болт', coating: 'горячий цинк', diameter: 20 } },
  // Types and kinds
  { q: 'шайба плоская 12', first: { type_name: 'Шайба', standard: flatWashers, diameter: 12 } },
  { q: 'гровер м10', first: { type_name: 'Шайба', standard: springWashers, diameter: 10 } },
  { q: 'шайба пружинная 8', first: { type_name: 'Шайба', standard: springWashers, diameter: 8 } },
  { q: 'анкер 10', first: { type_name: 'Анкер', diameter: 10 } },
  { q: 'шпилька м10', first: { type_name: 'Шпилька', diameter: 10 } },
  { q: 'заклёпка 4', first: { type_name: 'Заклёпка', diameter: 4 } },
  { q: 'саморез', first: { type_name: 'Саморез' } },
  { q: 'шуруп 6', first: { type_name: 'Шуруп', diameter: 6 } },
  { q: 'винт потайной м6', first: { type_name: 'Винт', diameter: 6 } },
  { q: 'болт мебельный м8', first: { type_name: 'Болт', standard: ['DIN 603', 'ГОСТ 7802-81'], diameter: 8 } },
  { q: 'болт с шестигранной головкой м10', first: { type_name: 'Болт', diameter: 10 } },
  { q: 'купить болт м10 цена', first: { type_name: 'Болт', diameter: 10 } },
  // English words
  { q: 'bolt m10x50', first: { type_name: 'Болт', diameter: 10, length: 50 } },
  { q: 'nut m8', first: { type_name: 'Гайка', diameter: 8 } },
  { q: 'washer m12', first: { type_name: 'Шайба', diameter: 12 } },
  { q: 'screw m5', first: { type_name: 'Винт', diameter: 5 } },
  // Wrong keyboard layout
  { q: ',jkn v10', first: { type_name: 'Болт', diameter: 10 } },
  { q: 'ufqrf v8', first: { type_name: 'Гайка', diameter: 8 } },
  { q: 'ищде ь12', first: { type_name: 'Болт', diameter: 12 } },
  { q: 'ifq,f 10', first: { type_name: 'Шайба', diameter: 10 } },
  // Whole queries and the quick-search form
  { q: 'болт м10х50 din 933 8.8 цинк', first: { type_name: 'Болт', standard: 'DIN 933', diameter: 10, length: 50, strength_class: '8.8', coating: 'цинк' } },
  { q: 'iso 4017 m10x30 a2-70', first: { standard: 'ISO 4017', diameter: 10, length: 30, strength_class: 'A2-70' } },
  { q: '(DIN 933)&(10)&(50)&(8.8)&(Сталь)', first: { standard: 'DIN 933', diameter: 10, length: 50, strength_class: '8.8', material: 'сталь' } },
  { q: '(DIN 912)&(8)', first: { standard: 'DIN 912', diameter: 8 } },
  { q: '(10)&(A2-70)', first: { diameter: 10, strength_class: 'A2-70' } },
  { q: '(ГОСТ 7798-70)&(12)&(60)', first: { standard: 'ГОСТ 7798-70', diameter: 12, length: 60 } },
];
