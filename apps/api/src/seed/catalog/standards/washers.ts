import { diametersOnly, metricFrom, steel, a2, washerVariants } from '../tables.ts';
import type { StandardSpec } from '../types.ts';

const shared = { typeName: 'Шайба', thread: 'none', units: ['шт', 'упак', 'кг'], standardInName: true } as const;
const flatText = 'Плоская шайба: увеличивает опорную площадь гайки или головки болта и защищает поверхность.';

export const washerStandards: StandardSpec[] = [
  { ...shared, key: 'din-125', standard: 'DIN 125', title: 'Шайба', category: 'shayby-ploskie', drawing: 'washer', shape: 'washer', sizes: diametersOnly(metricFrom(3)), variants: washerVariants, articlePrefix: 'DIN125', description: flatText },
  { ...shared, key: 'iso-7089', standard: 'ISO 7089', title: 'Шайба', category: 'shayby-ploskie', drawing: 'washer', shape: 'washer', sizes: diametersOnly(metricFrom(3)), variants: washerVariants.slice(0, 5), articlePrefix: 'ISO7089', description: `${flatText} Замена DIN 125.` },
  { ...shared, key: 'gost-11371-78', standard: 'ГОСТ 11371-78', title: 'Шайба', category: 'shayby-ploskie', drawing: 'washer', shape: 'washer', sizes: diametersOnly(metricFrom(3)), variants: [steel(null, 'цинк'), steel(null, 'без покрытия'), steel(null, 'горячий цинк')], articlePrefix: 'GOST11371', description: 'Плоская шайба по ГОСТ 11371-78.' },
  { ...shared, key: 'din-9021', standard: 'DIN 9021', title: 'Шайба увеличенная', category: 'shayby-uvelichennye', drawing: 'wide-washer', shape: 'wide-washer', sizes: diametersOnly(metricFrom(3, 24)), variants: washerVariants.slice(0, 6), articlePrefix: 'DIN9021', description: 'Шайба с наружным диаметром около трёх диаметров болта: для мягких и тонких материалов.' },
  { ...shared, key: 'iso-7093', standard: 'ISO 7093', title: 'Шайба увеличенная', category: 'shayby-uvelichennye', drawing: 'wide-washer', shape: 'wide-washer', sizes: diametersOnly([3, 4, 5, 6, 8, 10, 12, 16, 20, 24]), variants: [steel(null, 'цинк'), a2(null), steel(null, 'без покрытия')], articlePrefix: 'ISO7093', description: 'Увеличенная шайба по ISO 7093.' },
  { ...shared, key: 'din-127', standard: 'DIN 127', title: 'Шайба пружинная', category: 'shayby-pruzhinnye', drawing: 'spring-washer', shape: 'spring-washer', sizes: diametersOnly(metricFrom(3)), variants: washerVariants.filter((v) => v.material !== 'латунь'), articlePrefix: 'DIN127', description: 'Пружинная шайба (гровер): держит натяжение соединения при вибрации.' },
  { ...shared, key: 'gost-6402-70', standard: 'ГОСТ 6402-70', title: 'Шайба пружинная', category: 'shayby-pruzhinnye', drawing: 'spring-washer', shape: 'spring-washer', sizes: diametersOnly(metricFrom(3)), variants: [steel(null, 'цинк'), steel(null, 'без покрытия'), steel(null, 'чёрный')], articlePrefix: 'GOST6402', description: 'Пружинная шайба по ГОСТ 6402-70.' },
];
