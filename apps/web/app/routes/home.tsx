import type { Home } from '@store/contracts';
import { requestApi } from '~/api/request-api.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { ButtonBanners, LinkBanners } from '~/features/home/banners';
import { HeroSlider } from '~/features/home/hero-slider';
import { SectionsList } from '~/features/home/sections-list';
import { QuickSearch } from '~/features/search/quick-search';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import '~/features/home/home.css';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { canonicalPath: '/' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await requestApi(context).api.get<Home>('/Content/getHome/');
  return { home };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { settings, categories } = useRootData();
  const { hero, linkBanners, buttonBanners } = loaderData.home;
  return (
    <div className="container home">
      <h1 className="ui-visually-hidden">{settings.metatags.title}</h1>
      <div className="home__top">
        {settings.mainPage.sectionsListShown ? <SectionsList categories={categories} /> : null}
        <HeroSlider slides={hero.slides} buttonsTransparent={hero.buttonsTransparent} />
      </div>
      {settings.mainPage.quickSearchShown ? <QuickSearch /> : null}
      <LinkBanners banners={linkBanners} />
      <section aria-labelledby="popular-sections">
        <h2 id="popular-sections" className="home__heading">
          Популярные разделы
        </h2>
        <ButtonBanners banners={buttonBanners} />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
