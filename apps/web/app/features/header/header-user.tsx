import { Icon } from '~/ui/icon/icon';
import { SmartLink } from '~/components/smart-link';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { Avatar } from '~/ui/avatar/avatar';

export interface HeaderUserProps {
  /** The signed-in user, or null for a guest. */
  user: { FIO: string; email: string; photo: string | null } | null;
}

const loadUserMenu = () => import('./user-menu');

/**
 * Spec §2 header: the profile avatar with the user dropdown, or Войти / Регистрация for a guest. Until the
 * dropdown has loaded (after the page is up) the avatar is a plain link to the profile.
 */
export function HeaderUser({ user }: HeaderUserProps) {
  const { Component: UserMenu, loadNow } = useDeferredComponent(loadUserMenu);
  if (!user) {
    return (
      <span className="header-auth">
        <SmartLink url="/auth/" className="header-auth__login">
          <Icon name="user" />
          <span className="header-auth__label">Войти</span>
        </SmartLink>
        <span className="header-auth__divider" aria-hidden="true">
          /
        </span>
        <SmartLink url="/auth/registration/">Регистрация</SmartLink>
      </span>
    );
  }
  const name = user.FIO || user.email;
  if (UserMenu) return <UserMenu name={name} photo={user.photo} />;
  return (
    <SmartLink url="/profile/" className="header-action header-user" aria-label={`Меню пользователя: ${name}`} onPointerEnter={loadNow} onFocus={loadNow}>
      <Avatar name={name} src={user.photo} size="regular" />
    </SmartLink>
  );
}
