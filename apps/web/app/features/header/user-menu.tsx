import { useLocation, useNavigate, useSubmit } from 'react-router';
import { Avatar } from '~/ui/avatar/avatar';
import { ActionMenu } from '~/ui/menu/action-menu';

const menuItems = [
  { code: 'profile', name: 'Профиль', icon: 'user' },
  { code: 'logout', name: 'Выйти', icon: 'logout', danger: true },
] as const;

export interface UserMenuProps {
  name: string;
  photo: string | null;
}

/** The signed-in user's dropdown: Профиль and Выйти. Loaded after the page is up (see header-user.tsx). */
export default function UserMenu({ name, photo }: UserMenuProps) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const location = useLocation();
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
          <Avatar name={name} src={photo} size="regular" />
        </button>
      }
    />
  );
}
