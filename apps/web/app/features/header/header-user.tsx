import { Link, useLocation, useNavigate, useSubmit } from 'react-router';
import { Glyph } from '~/components/glyph';
import { Avatar } from '~/ui/avatar/avatar';
import { ActionMenu } from '~/ui/menu/action-menu';

export interface HeaderUserProps {
  /** The signed-in user, or null for a guest. */
  user: { fio: string; email: string; photo: string | null } | null;
}

const menuItems = [
  { code: 'profile', name: 'Профиль', icon: 'user' },
  { code: 'logout', name: 'Выйти', icon: 'logout', danger: true },
] as const;

/** Spec §2 header: the profile avatar with the user dropdown, or Войти / Регистрация for a guest. */
export function HeaderUser({ user }: HeaderUserProps) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const location = useLocation();

  if (!user) {
    return (
      <span className="header-auth">
        <Glyph name="user" />
        <Link to="/auth/">Войти</Link>
        <span className="header-auth__divider" aria-hidden="true">
          /
        </span>
        <Link to="/auth/registration/">Регистрация</Link>
      </span>
    );
  }

  const name = user.fio || user.email;
  const onSelect = (code: string) => {
    if (code === 'profile') return navigate('/profile/');
    return submit({ redirect_to: location.pathname + location.search }, { method: 'post', action: '/auth/logout/' });
  };
  return (
    <ActionMenu
      items={menuItems}
      onSelect={onSelect}
      trigger={
        <button type="button" className="header-action header-user" aria-label={`Меню пользователя: ${name}`}>
          <Avatar name={name} src={user.photo} size="regular" />
        </button>
      }
    />
  );
}
