import './avatar.css';

export type AvatarSize = 'sm' | 'regular' | 'md' | 'lg' | 'xl';

type AvatarProps = {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  shape?: 'circle' | 'rounded';
  /** A dot in the corner (e.g. unread news). */
  notification?: boolean;
};

/** Initials of a person's name: "Иванов Иван" → "ИИ". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Photo or initials; sizes sm 24, regular 32, md 40, lg 56, xl 80 px (spec §2). */
export function Avatar({ name, src, size = 'regular', shape = 'circle', notification }: AvatarProps) {
  return (
    <span className={`ui-avatar ui-avatar--${size} ui-avatar--${shape}`} role="img" aria-label={notification ? `${name}, есть уведомления` : name}>
      {src ? <img className="ui-avatar__img" src={src} alt="" /> : <span aria-hidden="true">{initials(name)}</span>}
      {notification ? <span className="ui-avatar__dot" aria-hidden="true" /> : null}
    </span>
  );
}
