const rules = new Intl.PluralRules('ru-RU');

/** Russian plural: forms for one, few and many — pluralRu(5, ['файл', 'файла', 'файлов']) → 'файлов'. */
export function pluralRu(count: number, [one, few, many]: readonly [string, string, string]): string {
  switch (rules.select(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return many;
  }
}
