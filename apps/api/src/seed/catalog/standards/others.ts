import { a2, a4, anchorLengths, anchorVariants, brass, diametersOnly, metricFrom, rivetLengths, rodVariants, sizeRange, steel } from '../tables.ts';
import type { SizeRow, StandardSpec } from '../types.ts';

const rods: SizeRow[] = metricFrom(3).map((d) => [d, d < 6 ? [1000] : [1000, 2000]] as const);
const studSizes = sizeRange({ 6: [16, 80], 8: [20, 120], 10: [25, 150], 12: [30, 200], 16: [40, 200], 20: [50, 200], 24: [60, 200] });
const stud = { typeName: 'Шпилька', thread: 'coarse', units: ['шт', 'упак'], standardInName: true } as const;
const gostStudVariants = [steel('5.8', 'без покрытия'), steel('8.8', 'без покрытия'), steel('5.8', 'цинк'), steel('8.8', 'цинк'), steel('10.9', 'без покрытия')];

export const studStandards: StandardSpec[] = [
  { ...stud, units: ['шт'], key: 'din-975', standard: 'DIN 975', title: 'Шпилька резьбовая', category: 'shpilki-rezbovye', drawing: 'threaded-rod', shape: 'rod', sizes: rods, variants: rodVariants, articlePrefix: 'DIN975', description: 'Резьбовая шпилька (штанга) с резьбой по всей длине, режется в размер на месте монтажа.' },
  { ...stud, key: 'din-976', standard: 'DIN 976', title: 'Шпилька', category: 'shpilki-rezbovye', drawing: 'threaded-rod', shape: 'rod', sizes: sizeRange({ 6: [30, 200], 8: [30, 200], 10: [40, 300], 12: [50, 300], 16: [60, 300], 20: [80, 300], 24: [100, 300] }), variants: rodVariants.slice(0, 6), articlePrefix: 'DIN976', description: 'Шпилька мерной длины с резьбой по всей длине.' },
  { ...stud, key: 'gost-22032-76', standard: 'ГОСТ 22032-76', title: 'Шпилька', category: 'shpilki-vvinchivaemye', drawing: 'stud', shape: 'rod', sizes: studSizes, variants: gostStudVariants, articlePrefix: 'GOST22032', description: 'Шпилька с ввинчиваемым концом длиной 1d для деталей из стали.' },
  { ...stud, key: 'gost-22034-76', standard: 'ГОСТ 22034-76', title: 'Шпилька', category: 'shpilki-vvinchivaemye', drawing: 'stud', shape: 'rod', sizes: studSizes, variants: gostStudVariants.slice(0, 3), articlePrefix: 'GOST22034', description: 'Шпилька с ввинчиваемым концом длиной 1,25d для деталей из ковкого и серого чугуна.' },
];

const rivet = { typeName: 'Заклёпка', thread: 'none', units: ['шт', 'упак'], standardInName: true } as const;
const blindSizes = sizeRange({ 3.2: [6, 20], 4: [6, 25], 4.8: [8, 30], 6.4: [10, 30] }, rivetLengths);
const solidSizes = sizeRange({ 3: [6, 20], 4: [6, 30], 5: [8, 40], 6: [10, 50], 8: [14, 60], 10: [16, 80] }, rivetLengths);

export const rivetStandards: StandardSpec[] = [
  { ...rivet, key: 'din-7337', standard: 'DIN 7337', title: 'Заклёпка вытяжная', category: 'zaklepki-vytyazhnye', drawing: 'blind-rivet', shape: 'rivet', sizes: blindSizes, variants: [steel(null, 'цинк'), a2(null), a4(null)], articlePrefix: 'DIN7337', description: 'Вытяжная заклёпка с открытым концом: ставится с одной стороны заклёпочником.' },
  { ...rivet, key: 'iso-15983', standard: 'ISO 15983', title: 'Заклёпка вытяжная', category: 'zaklepki-vytyazhnye', drawing: 'blind-rivet', shape: 'rivet', sizes: blindSizes, variants: [a2(null), a4(null)], articlePrefix: 'ISO15983', description: 'Нержавеющая вытяжная заклёпка с открытым концом.' },
  { ...rivet, key: 'gost-10299-80', standard: 'ГОСТ 10299-80', title: 'Заклёпка', category: 'zaklepki-pod-molotok', drawing: 'solid-rivet', shape: 'rivet', sizes: solidSizes, variants: [steel(null, 'без покрытия'), steel(null, 'цинк'), brass, a2(null)], articlePrefix: 'GOST10299', description: 'Заклёпка с полукруглой головкой под молоток для неразъёмных соединений.' },
  { ...rivet, key: 'gost-10300-80', standard: 'ГОСТ 10300-80', title: 'Заклёпка', category: 'zaklepki-pod-molotok', drawing: 'countersunk-rivet', shape: 'rivet', sizes: solidSizes, variants: [steel(null, 'без покрытия'), brass], articlePrefix: 'GOST10300', description: 'Заклёпка с потайной головкой под молоток.' },
];

const anchor = { typeName: 'Анкер', units: ['шт', 'упак'], standardInName: false, variants: anchorVariants } as const;

export const anchorStandards: StandardSpec[] = [
  { ...anchor, key: 'anker-klinovoy', standard: 'ETAG 001', title: 'Анкер клиновой', category: 'ankery-klinovye', drawing: 'wedge-anchor', shape: 'anchor', thread: 'coarse', sizes: sizeRange({ 6: [40, 120], 8: [50, 160], 10: [60, 200], 12: [80, 250], 16: [100, 300], 20: [160, 300] }, anchorLengths), articlePrefix: 'AKL', description: 'Клиновой анкер для крепления в бетоне: распорная гильза расклинивается при затяжке гайки.' },
  { ...anchor, key: 'anker-ramnyy', standard: 'ETAG 020', title: 'Анкер рамный', category: 'ankery-ramnye', drawing: 'frame-anchor', shape: 'frame-anchor', thread: 'none', sizes: [[8, [72, 92, 112, 132, 152, 182, 202]], [10, [72, 92, 112, 132, 152, 182, 202, 252]]], variants: [steel(null, 'цинк'), a2(null)], articlePrefix: 'ARM', description: 'Рамный анкер для монтажа оконных и дверных рам без подкладок.' },
  { ...anchor, key: 'anker-zabivnoy', standard: 'ETAG 001', title: 'Анкер забивной', category: 'ankery-zabivnye', drawing: 'drop-in-anchor', shape: 'anchor', thread: 'coarse', sizes: diametersOnly([6, 8, 10, 12, 16, 20]), articlePrefix: 'AZB', description: 'Забивной анкер с внутренней резьбой для подвесных систем.' },
  { ...anchor, key: 'ankernyy-bolt', standard: 'ETAG 001', title: 'Анкерный болт с гайкой', category: 'ankernye-bolty', drawing: 'sleeve-anchor', shape: 'anchor', thread: 'none', sizes: [[8, [40, 60, 65, 77, 85, 100]], [10, [60, 77, 85, 100, 120, 150]], [12, [60, 77, 85, 100, 120, 150, 200]], [16, [85, 100, 120, 150, 200]], [20, [100, 120, 150, 200]]], variants: [steel(null, 'цинк'), a2(null), a4(null)], articlePrefix: 'ABG', description: 'Анкерный болт с гайкой и распорной гильзой для бетона и полнотелого кирпича.' },
];
