import type { Footer, Header, Home, KnowledgeBlock, LandingBlock, RegistrationContent, ServicesBlock } from '@store/contracts';
import { defaultSettings } from '../settings/default-settings.ts';

/*
 * What a store shows before anyone has written its content (started with SEED=0 on an empty database): the
 * header keeps its catalogue and search (they come from the layout, not from here), the footer the store's
 * copyright, the home page only its catalogue sections. No links, because no content page exists yet. The services
 * page says it has no services yet; the campaign page is a banner leading to the catalogue (no lead form exists yet).
 */

export const defaultHeader: Header = { links: [], contacts: [], forms: [], alert: null };

export const defaultFooter: Footer = {
  links: [],
  documents: [],
  catalog_sections: [],
  social_links: [],
  contacts: [],
  copyright: defaultSettings.copyright_footer,
  description: '',
};

export const defaultHome: Home = { hero: { slides: [], use_wrapper: true, buttons_transparent: false }, link_banners: [], button_banners: [] };

export const defaultRegistrationContent: RegistrationContent = { title: 'Регистрация', description: '', advantages: [] };

export const defaultServices: ServicesBlock = { title: 'Услуги', description: '', services: [] };

export const defaultKnowledge: KnowledgeBlock = { title: 'База знаний', description: '', sections: [] };

export const defaultLanding: LandingBlock = {
  title: defaultSettings.metatags.title,
  description: defaultSettings.metatags.description,
  blocks: [
    {
      type: 'hero',
      title: defaultSettings.metatags.title,
      subtitle: defaultSettings.metatags.description,
      image: null,
      link: { text: 'Перейти в каталог', link: '/catalog/' },
      form: null,
    },
  ],
};
