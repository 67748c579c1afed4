import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileBox } from './file-box';

const png = (name: string) => new File(['x'.repeat(2048)], name, { type: 'image/png' });
const exe = new File(['x'], 'setup.exe', { type: 'application/x-msdownload' });

function Harness(props: Partial<Parameters<typeof FileBox>[0]> & { onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileBox
      label="Чертежи"
      {...props}
      value={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange?.(next);
      }}
    />
  );
}

const zone = () => screen.getByText('Перетащите сюда файлы').parentElement!;
const drop = (target: Element, files: File[]) => fireEvent.drop(target, { dataTransfer: { files } });

describe('FileBox (big)', () => {
  it('shows its texts and the maximum with the Russian plural', () => {
    render(<Harness maxFiles={3} />);
    for (const text of ['Перетащите сюда файлы', 'или кликните для выбора', 'Максимум 3 файла']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Загрузить файл' })).toBeTruthy();
  });

  it('is highlighted while files are dragged over it', () => {
    render(<Harness />);
    fireEvent.dragEnter(zone());
    expect(zone().hasAttribute('data-dragging')).toBe(true);
    fireEvent.dragLeave(zone());
    expect(zone().hasAttribute('data-dragging')).toBe(false);
  });

  it('keeps accepted types only, up to maxFiles counting attached files; extras are dropped', () => {
    const onChange = vi.fn();
    render(<Harness accept="image/*" maxFiles={3} attached={[{ name: 'старый.png', type: 'image/png', size: 1024 }]} onChange={onChange} />);
    drop(zone(), [png('1.png'), exe, png('2.png'), png('3.png')]);
    expect(onChange.mock.lastCall![0].map((file: File) => file.name)).toEqual(['1.png', '2.png']);
    const list = screen.getByRole('list', { name: 'Выбранные файлы' });
    expect(list.textContent).toContain('2 KB');
    drop(zone(), [png('4.png')]);
    expect(onChange.mock.lastCall![0]).toHaveLength(2);
  });

  it('defaults to one file and lets a chosen file be removed', async () => {
    render(<Harness />);
    expect(screen.getByText('Максимум 1 файл')).toBeTruthy();
    drop(zone(), [png('a.png'), png('b.png')]);
    expect(screen.queryByText('b.png')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить a.png' }));
    expect(screen.queryByText('a.png')).toBeNull();
  });
});

describe('FileBox (small)', () => {
  it("says 'Файл не выбран' until a file is chosen through 'Выбрать файл'", async () => {
    render(<Harness variant="small" accept="image/*" />);
    expect(screen.getByText('Файл не выбран')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [png('фото.png')]);
    expect(screen.getByText('фото.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выбрать файл' })).toBeTruthy();
  });
});
