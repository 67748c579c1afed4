import { pluralRu } from '../plural.ts';
import { isEmpty, type Rule } from './rule.ts';

const fileForms = ['файл', 'файла', 'файлов'] as const;

/** The required rule of a file field: its message names the minimum (spec §5). */
export const requiredFiles: Rule<readonly unknown[]> = (files) => (isEmpty(files) ? 'Минимум 1 файл' : null);

export function maxFiles(max: number): Rule<readonly unknown[]> {
  return (files) => ((files?.length ?? 0) > max ? `Максимум ${max} ${pluralRu(max, fileForms)}` : null);
}

/** The required rule of a checkbox group: at least one box ticked. */
export const requiredChoice: Rule<readonly unknown[]> = (values) => (isEmpty(values) ? 'Выберите хотя бы один вариант' : null);
