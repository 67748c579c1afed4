import { Outlet, type ShouldRevalidateFunctionArgs, useActionData, useLoaderData, useLocation } from 'react-router';
import { managerMessageFormName, managerMessageSchema } from '@store/contracts';
import { withDisplayPhones } from '~/features/account/display-phones.server';
import { requestApi } from '~/api/request-api.server';
import { PersonalManager } from '~/features/account/personal-manager';
import { buildProfileMenu } from '~/features/account/profile-menu';
import { ProfileNav } from '~/features/account/profile-nav';
import { newsPath } from '~/features/publications/publication-paths';
import { submitForm } from '~/forms/submit-form.server';
import { requireUser } from '~/features/account/user-session.server';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/profile';
import { SiteShell } from './site-shell';
import '~/features/account/account.css';
import '~/features/account/profile.css';

/** Profile routes need a signed-in user; the menu's news dot is asked for only when news are on. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, settings: readSettings } = requestApi(context);
  const [user, settings] = await Promise.all([requireUser(context), readSettings()]);
  const newsUpdated = settings.profile.news ? await api.get('/Notifications/isNewsUpdated/') : false;
  return { user: withDisplayPhones(user), newsUpdated };
}

/** The news list marks the news read: the dot is asked for again as the reader leaves it. */
export function shouldRevalidate({ currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname === newsPath();
}

/** The message to the personal manager (spec §7: WEBFORM_MESSAGE_TO_MANAGER with email and comment). */
export async function action(args: Route.ActionArgs) {
  const outcome = await submitForm(args, managerMessageSchema, (api, payload) =>
    api.post('/Webform/sendMessage/', { ...payload, form_name: managerMessageFormName }),
  );
  if (!outcome.ok) return outcome.response;
  return { sent: outcome.result.message };
}

/** Layout "profile": the profile menu (and the personal manager) beside the profile screen. */
export default function ProfileLayout() {
  const { settings } = useRootData();
  const { user, newsUpdated } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // On the news list itself the news are being read (its loader marks them): no dot there.
  const onNewsList = useLocation().pathname === newsPath();
  const entries = buildProfileMenu(settings, { newsUpdated: newsUpdated && !onNewsList, viewer: user });
  return (
    <SiteShell>
      <div className="container profile-layout">
        <div className="profile-layout__nav">
          <ProfileNav entries={entries} />
        </div>
        <div className="profile-layout__page">
          <Outlet />
        </div>
        {settings.profile.personalManager && user.manager ? (
          <aside className="profile-layout__manager" aria-label="Персональный менеджер">
            <PersonalManager manager={user.manager} userEmail={user.email} answer={answer} />
          </aside>
        ) : null}
      </div>
    </SiteShell>
  );
}
