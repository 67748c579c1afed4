import { describe, expect, it } from 'vitest';
import { formatFileSize, isAccepted, maxFilesHint, pickFiles } from './file-rules';

const file = (name: string, type: string) => ({ name, type });

describe('file rules', () => {
  it('formats sizes in 1024 steps', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });

  it('accepts by exact type, wildcard and extension', () => {
    expect(isAccepted(file('a.pdf', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(isAccepted(file('a.png', 'image/png'), 'image/*')).toBe(true);
    expect(isAccepted(file('plan.DWG', ''), '.dwg')).toBe(true);
    expect(isAccepted(file('a.exe', 'application/x-msdownload'), 'image/*, application/pdf')).toBe(false);
    expect(isAccepted(file('a.exe', 'application/x-msdownload'), undefined)).toBe(true);
  });

  it('keeps accepted files only and caps the count, counting files already attached', () => {
    const incoming = [file('1.png', 'image/png'), file('x.exe', 'application/x-msdownload'), file('2.png', 'image/png'), file('3.png', 'image/png')];
    expect(pickFiles(incoming, { accept: 'image/*', maxFiles: 1, alreadyCount: 0 }).map((f) => f.name)).toEqual(['1.png']);
    expect(pickFiles(incoming, { accept: 'image/*', maxFiles: 5, alreadyCount: 3 }).map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(pickFiles(incoming, { accept: 'image/*', maxFiles: 2, alreadyCount: 2 })).toEqual([]);
  });

  it('words the maximum with the Russian plural', () => {
    expect(maxFilesHint(1)).toBe('Максимум 1 файл');
    expect(maxFilesHint(3)).toBe('Максимум 3 файла');
    expect(maxFilesHint(5)).toBe('Максимум 5 файлов');
    expect(maxFilesHint(21)).toBe('Максимум 21 файл');
    expect(maxFilesHint(12)).toBe('Максимум 12 файлов');
  });
});
