import { a2, a4, brass, sizeRange, socketScrewVariants, steel, tappingScrewLengths, tappingScrewVariants } from '../tables.ts';
import type { StandardSpec } from '../types.ts';

const screw = { typeName: 'Винт', thread: 'coarse', units: ['шт', 'упак', 'кг'], standardInName: true } as const;
const socketSizes = sizeRange({
  3: [6, 40], 4: [6, 50], 5: [8, 60], 6: [8, 100], 8: [10, 120], 10: [12, 150], 12: [16, 200], 14: [20, 150],
  16: [20, 200], 20: [30, 200], 24: [40, 200], 30: [50, 200], 36: [70, 200],
});
const countersunkSizes = sizeRange({ 3: [6, 30], 4: [8, 40], 5: [8, 50], 6: [10, 60], 8: [12, 80], 10: [16, 100], 12: [20, 100], 16: [30, 100], 20: [40, 100] });
const smallHeadVariants = [steel('10.9', 'чёрный'), a2(), steel('8.8', 'цинк'), a4(), steel('10.9', 'цинк'), brass, steel('4.8', 'цинк')];
const socketText = 'Винт с цилиндрической головкой и внутренним шестигранником: головка утапливается в зенковку, затягивается шестигранным ключом.';

export const screwStandards: StandardSpec[] = [
  { ...screw, key: 'din-912', standard: 'DIN 912', title: 'Винт', category: 'vinty-s-vnutrennim-shestigrannikom', drawing: 'socket-screw', shape: 'socket-screw', sizes: socketSizes, variants: socketScrewVariants, articlePrefix: 'DIN912', description: socketText },
  { ...screw, key: 'iso-4762', standard: 'ISO 4762', title: 'Винт', category: 'vinty-s-vnutrennim-shestigrannikom', drawing: 'socket-screw', shape: 'socket-screw', sizes: socketSizes, variants: socketScrewVariants.slice(0, 6), articlePrefix: 'ISO4762', description: `${socketText} Замена DIN 912.` },
  { ...screw, key: 'din-7991', standard: 'DIN 7991', title: 'Винт потайной', category: 'vinty-s-potaynoy-golovkoy', drawing: 'countersunk-screw', shape: 'countersunk-screw', sizes: countersunkSizes, variants: smallHeadVariants.slice(0, 6), articlePrefix: 'DIN7991', description: 'Винт с потайной головкой и внутренним шестигранником: головка не выступает над поверхностью.' },
  { ...screw, key: 'iso-10642', standard: 'ISO 10642', title: 'Винт потайной', category: 'vinty-s-potaynoy-golovkoy', drawing: 'countersunk-screw', shape: 'countersunk-screw', sizes: countersunkSizes, variants: smallHeadVariants.slice(0, 4), articlePrefix: 'ISO10642', description: 'Винт с потайной головкой и внутренним шестигранником по ISO 10642.' },
  { ...screw, key: 'din-965', standard: 'DIN 965', title: 'Винт потайной', category: 'vinty-s-potaynoy-golovkoy', drawing: 'countersunk-cross-screw', shape: 'countersunk-screw', sizes: sizeRange({ 3: [6, 40], 4: [6, 50], 5: [8, 60], 6: [10, 60], 8: [12, 80] }), variants: [steel('4.8', 'цинк'), a2(), a4(), brass, steel('4.8', 'чёрный')], articlePrefix: 'DIN965', description: 'Винт с потайной головкой и крестообразным шлицем.' },
  { ...screw, key: 'din-7985', standard: 'DIN 7985', title: 'Винт', category: 'vinty-s-polukrugloy-golovkoy', drawing: 'pan-screw', shape: 'button-screw', sizes: sizeRange({ 3: [6, 40], 4: [6, 50], 5: [8, 60], 6: [10, 60], 8: [12, 60] }), variants: [steel('4.8', 'цинк'), a2(), a4(), brass, steel('4.8', 'чёрный')], articlePrefix: 'DIN7985', description: 'Винт с полукруглой головкой и крестообразным шлицем.' },
  { ...screw, key: 'iso-7380', standard: 'ISO 7380', title: 'Винт', category: 'vinty-s-polukrugloy-golovkoy', drawing: 'button-screw', shape: 'button-screw', sizes: sizeRange({ 3: [6, 25], 4: [6, 30], 5: [8, 40], 6: [10, 50], 8: [12, 60], 10: [16, 60], 12: [20, 60], 16: [30, 60] }), variants: smallHeadVariants.slice(0, 5), articlePrefix: 'ISO7380', description: 'Винт с полукруглой головкой и внутренним шестигранником.' },
];

const tapping = { typeName: 'Саморез', thread: 'none', units: ['шт', 'упак', 'кг'], standardInName: true } as const;
const woodVariants = [steel(null, 'цинк'), a2(null), steel(null, 'горячий цинк'), a4(null), steel(null, 'без покрытия')];

export const tappingStandards: StandardSpec[] = [
  { ...tapping, typeName: 'Шуруп', key: 'din-571', standard: 'DIN 571', title: 'Шуруп', category: 'shurupy-po-derevu', drawing: 'wood-screw', shape: 'wood-screw', sizes: sizeRange({ 6: [30, 140], 8: [40, 200], 10: [50, 260], 12: [60, 300], 16: [80, 300] }), variants: woodVariants, articlePrefix: 'DIN571', description: 'Шуруп с шестигранной головкой (глухарь) для деревянных конструкций и крепления в дюбель.' },
  { ...tapping, typeName: 'Шуруп', key: 'din-7997', standard: 'DIN 7997', title: 'Шуруп потайной', category: 'shurupy-po-derevu', drawing: 'wood-screw-countersunk', shape: 'wood-screw', sizes: sizeRange({ 3: [12, 40], 3.5: [16, 50], 4: [16, 60], 4.5: [20, 70], 5: [20, 80], 6: [30, 100] }), variants: [steel(null, 'цинк'), a2(null), brass, a4(null)], articlePrefix: 'DIN7997', description: 'Шуруп по дереву с потайной головкой и крестообразным шлицем.' },
  { ...tapping, key: 'din-7504-k', standard: 'DIN 7504 K', title: 'Саморез', category: 'samorezy-po-metallu', drawing: 'self-drilling-screw', shape: 'tapping-screw', sizes: sizeRange({ 3.5: [9.5, 25], 3.9: [13, 32], 4.2: [13, 50], 4.8: [16, 70], 5.5: [19, 100], 6.3: [19, 120] }, tappingScrewLengths), variants: tappingScrewVariants, articlePrefix: 'DIN7504K', description: 'Саморез с шестигранной головкой и буром: сверлит и нарезает резьбу в стали до 6 мм.' },
  { ...tapping, key: 'din-7504-n', standard: 'DIN 7504 N', title: 'Саморез', category: 'samorezy-po-metallu', drawing: 'pan-tapping-screw', shape: 'tapping-screw', sizes: sizeRange({ 3.5: [9.5, 25], 3.9: [9.5, 32], 4.2: [13, 45], 4.8: [16, 50] }, tappingScrewLengths), variants: tappingScrewVariants, articlePrefix: 'DIN7504N', description: 'Саморез с полукруглой головкой, крестообразным шлицем и буром.' },
  { ...tapping, key: 'din-7981', standard: 'DIN 7981', title: 'Саморез', category: 'samorezy-po-metallu', drawing: 'pan-tapping-screw', shape: 'tapping-screw', sizes: sizeRange({ 2.9: [6.5, 25], 3.5: [9.5, 32], 3.9: [9.5, 38], 4.2: [9.5, 45], 4.8: [13, 50], 5.5: [16, 50], 6.3: [19, 50] }, tappingScrewLengths), variants: tappingScrewVariants, articlePrefix: 'DIN7981', description: 'Самонарезающий саморез с полукруглой головкой для тонкого листового металла.' },
  { ...tapping, key: 'din-7504-k-epdm', standard: 'DIN 7504 K', title: 'Саморез кровельный', category: 'samorezy-krovelnye', drawing: 'roofing-screw', shape: 'tapping-screw', sizes: sizeRange({ 4.8: [19, 80], 5.5: [19, 100], 6.3: [19, 100] }, tappingScrewLengths), variants: [steel(null, 'цинк'), a2(null)], articlePrefix: 'DIN7504KR', description: 'Кровельный саморез с шайбой EPDM для крепления профнастила и металлочерепицы.' },
];
