import { describe, expect, it } from 'vitest';
import { maxFiles, requiredChoice, requiredFiles } from './choice-rules.ts';

const files = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `scan-${index}.pdf` }));

describe('requiredFiles', () => {
  it('asks for one file at least', () => {
    expect(requiredFiles([])).toBe('Минимум 1 файл');
    expect(requiredFiles(undefined)).toBe('Минимум 1 файл');
    expect(requiredFiles(files(1))).toBeNull();
  });
});

describe('maxFiles', () => {
  it('names the limit with the right plural', () => {
    expect(maxFiles(1)(files(2))).toBe('Максимум 1 файл');
    expect(maxFiles(3)(files(4))).toBe('Максимум 3 файла');
    expect(maxFiles(5)(files(6))).toBe('Максимум 5 файлов');
    expect(maxFiles(21)(files(22))).toBe('Максимум 21 файл');
  });

  it('accepts up to the limit', () => {
    expect(maxFiles(3)(files(3))).toBeNull();
  });
});

describe('requiredChoice', () => {
  it('needs one box ticked', () => {
    expect(requiredChoice([])).toBe('Выберите хотя бы один вариант');
    expect(requiredChoice(['email'])).toBeNull();
  });
});
