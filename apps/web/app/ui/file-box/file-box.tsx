import { type DragEvent, useId, useRef, useState } from 'react';
import { Icon } from '../icon/icon';
import { type FileListItem, formatFileSize, maxFilesHint, pickFiles } from './file-rules';
import './file-box.css';

type FileBoxProps = {
  /** big: a drop zone that adds to the list; small: a one-line picker that replaces its choice. */
  variant?: 'big' | 'small';
  /** Files chosen here and not yet uploaded. */
  value: File[];
  onChange: (files: File[]) => void;
  /** Files already uploaded earlier (shown, removable through onRemoveAttached; count towards maxFiles in big). */
  attached?: readonly FileListItem[];
  onRemoveAttached?: (index: number) => void;
  /** Media types and extensions, as in <input accept>. */
  accept?: string;
  /** Default 1 (spec §9). */
  maxFiles?: number;
  label?: string;
  error?: string | null;
  disabled?: boolean;
};

/** File picker with drag and drop (spec §2, §5, §8 texts). */
export function FileBox({ variant = 'big', value, onChange, attached = [], onRemoveAttached, accept, maxFiles = 1, label, error, disabled }: FileBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragDepth, setDragDepth] = useState(0);
  const big = variant === 'big';

  const take = (incoming: File[]) => {
    if (disabled) return;
    if (big) onChange([...value, ...pickFiles(incoming, { accept, maxFiles, alreadyCount: attached.length + value.length })]);
    else onChange(pickFiles(incoming, { accept, maxFiles, alreadyCount: 0 }));
  };

  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      setDragDepth((d) => d + 1);
    },
    onDragOver: (event: DragEvent) => event.preventDefault(),
    // enter/leave fire for every child, so count them to know when the pointer really left the zone.
    onDragLeave: () => setDragDepth((d) => Math.max(0, d - 1)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragDepth(0);
      take([...event.dataTransfer.files]);
    },
  };

  const input = (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      className="ui-visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      accept={accept}
      multiple={maxFiles > 1}
      disabled={disabled}
      onChange={(event) => {
        take([...(event.target.files ?? [])]);
        event.target.value = '';
      }}
    />
  );
  const open = () => inputRef.current?.click();
  const classes = ['ui-file-box', `ui-file-box--${variant}`, dragDepth > 0 && 'ui-file-box--dragging', error && 'ui-file-box--invalid']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="ui-file-box__wrap">
      {label ? <span className="ui-file-box__label">{label}</span> : null}
      {big ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click anywhere on the drop area is a shortcut; keyboards use its button
        <div className={classes} data-dragging={dragDepth > 0 || undefined} onClick={open} {...dropHandlers}>
          {input}
          <Icon name="upload" size={28} className="ui-file-box__icon" />
          <span className="ui-file-box__title">Перетащите сюда файлы</span>
          <span className="ui-file-box__subtitle">или кликните для выбора</span>
          <button
            type="button"
            className="ui-file-box__button"
            disabled={disabled}
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
          >
            Загрузить файл
          </button>
          <span className="ui-file-box__hint">{maxFilesHint(maxFiles)}</span>
        </div>
      ) : (
        <div className={classes} data-dragging={dragDepth > 0 || undefined} {...dropHandlers}>
          {input}
          <button type="button" className="ui-file-box__button" disabled={disabled} onClick={open}>
            <Icon name="paperclip" size={16} />
            Выбрать файл
          </button>
          <span className="ui-file-box__status">{value.length ? value.map((file) => file.name).join(', ') : 'Файл не выбран'}</span>
        </div>
      )}
      {big && (attached.length > 0 || value.length > 0) ? (
        <ul className="ui-file-box__list" aria-label="Выбранные файлы">
          {attached.map((file, index) => (
            <FileRow
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the position tells them apart
              key={`a-${file.name}-${index}`}
              file={file}
              onRemove={onRemoveAttached ? () => onRemoveAttached(index) : undefined}
            />
          ))}
          {value.map((file, index) => (
            <FileRow
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the position tells them apart
              key={`n-${file.name}-${index}`}
              file={file}
              onRemove={() => onChange(value.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="ui-file-box__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FileRow({ file, onRemove }: { file: FileListItem; onRemove?: () => void }) {
  return (
    <li className="ui-file-box__row">
      <Icon name="file-text" size={18} />
      <span className="ui-file-box__name">{file.name}</span>
      <span className="ui-file-box__size">{formatFileSize(file.size)}</span>
      {onRemove ? (
        <button type="button" className="ui-file-box__remove" aria-label={`Удалить ${file.name}`} onClick={onRemove}>
          <Icon name="trash" size={16} />
        </button>
      ) : null}
    </li>
  );
}
