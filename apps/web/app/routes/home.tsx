import { requestApi } from '~/api/request-api.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { ButtonBanners, LinkBanners } from '~/features/home/banners';
import { HeroSlider } from '~/features/home/hero-slider';
import { openLeadForm } from '~/components/lead-form/lead-form-store';
import { SectionsList } from '~/features/home/sections-list';
import { QuickSearch } from '~/features/search/quick-search';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import '~/features/home/home.css';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { canonicalPath: '/' });

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const home = await requestApi(context).shared('/Content/getHome/');
  return { home };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { settings, sections } = useRootData();
  const { hero, linkBanners, buttonBanners } = loaderData.home;
  const slider = <HeroSlider slides={hero.slides} useWrapper={hero.useWrapper} buttonsTransparent={hero.buttonsTransparent} onOpenForm={openLeadForm} />;
  const quickSearch = settings.mainPage.quickSearchShown ? <QuickSearch /> : null;
  // A wrapped hero sits beside the sections list; a full-bleed one spans the page above it, the quick search taking its place.
  const fullBleed = !hero.useWrapper;
  return (
    <>
      <h1 className="ui-visually-hidden">{settings.metatags.title}</h1>
      {fullBleed ? slider : null}
      <div className="container home">
        <div className="home__top">
          {settings.mainPage.sectionsListShown ? <SectionsList categories={sections} /> : null}
          {fullBleed ? quickSearch : slider}
        </div>
        {fullBleed ? null : quickSearch}
        <LinkBanners banners={linkBanners} />
        {buttonBanners.length > 0 ? (
          <div>
            <h2 className="home__heading">Популярные разделы</h2>
            <ButtonBanners banners={buttonBanners} />
          </div>
        ) : null}
      </div>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
