import { z } from 'zod';
import { addressPartSchema } from './address-part.ts';
import { productCardSchema } from './catalog.ts';

/** Header, footer, hero and banners (spec §3 "Header content", "Banner slide"). */
export const linkSchema = z.object({
  name: z.string(),
  url: z.string(),
  open_in_new_window: z.boolean(),
});

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  image: z.string().nullable(),
  type: z.enum(['default', 'tel', 'email']),
  copy: z.boolean(),
});

export const formLinkSchema = z.object({ form_code: z.string(), name: z.string() });

export const headerSchema = z.object({
  links: z.array(linkSchema),
  contacts: z.array(contactSchema),
  forms: z.array(formLinkSchema),
  alert: z.object({ text: z.string(), form: formLinkSchema.nullable() }).nullable(),
});

export const socialLinkSchema = z.object({
  link: z.string(),
  img: z.string(),
  name: z.string(),
  open_in_new_window: z.boolean(),
});

export const footerSchema = z.object({
  links: z.array(linkSchema),
  documents: z.array(linkSchema),
  /** Top catalogue sections with their listing urls (/catalog/{code}/). */
  catalog_sections: z.array(z.object({ code: z.string(), name: z.string(), url: z.string() })),
  social_links: z.array(socialLinkSchema),
  contacts: z.array(contactSchema),
  copyright: z.string(),
  description: z.string(),
});

export const imagePairSchema = z.object({ desktop: z.string(), mobile: z.string().nullable() });

export const bannerSlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: imagePairSchema,
  link: z.object({ text: z.string(), link: z.string() }).nullable(),
  form: z.object({ form_code: z.string(), button_open_form_text: z.string() }).nullable(),
});

export const heroSchema = z.object({
  slides: z.array(bannerSlideSchema),
  use_wrapper: z.boolean(),
  buttons_transparent: z.boolean(),
});

export const linkBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: imagePairSchema,
  url: z.string(),
});

export const buttonBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
});

export const homeSchema = z.object({
  hero: heroSchema,
  link_banners: z.array(linkBannerSchema),
  button_banners: z.array(buttonBannerSchema),
});

/** A content page by its address (slug). */
export const contentPageQuerySchema = z.strictObject({
  slug: addressPartSchema(200),
});

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Rendered on the server from the page's Markdown: safe to insert as it is. */
  body_html: z.string(),
});

/** `GET /Content/getPages/`: every content page's address and title (the sitemap). */
export const contentPageLinkSchema = z.object({ slug: z.string(), title: z.string() });

/** A page's address part (`/services/{code}/`). */
const codeSchema = addressPartSchema();

/** A button that opens a lead form (seed/lead-forms.ts) by its code. */
export const formButtonSchema = z.object({ form_code: z.string().min(1), button_text: z.string().min(1) });

/** One of the store's services as stored (content block `services`): its page is Markdown, its lead form named by code. */
export const serviceSchema = z.object({
  code: codeSchema,
  title: z.string().min(1),
  summary: z.string(),
  /** A picture for the card and the page (a path of the site), or none. */
  image: z.string().nullable(),
  body_md: z.string(),
  form: formButtonSchema,
});

/** Content block `services`: the /services/ page's heading and the services in their order. */
export const servicesBlockSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  services: z.array(serviceSchema),
});

/** `GET /Content/getServices/`: the services page with a card per service. */
export const servicesSchema = z.object({
  title: z.string(),
  description: z.string(),
  services: z.array(serviceSchema.omit({ body_md: true, form: true }).extend({ url: z.string() })),
});

export const serviceQuerySchema = z.strictObject({ code: codeSchema });

/** `GET /Content/getService/`: one service, its Markdown rendered on the server, and its form. */
export const serviceAnswerSchema = serviceSchema.omit({ body_md: true }).extend({ body_html: z.string() });

/** Content block `knowledge`: the profile's knowledge base (spec §2 /profile/knowledge/), articles in Markdown by topic. */
export const knowledgeBlockSchema = z
  .object({
    title: z.string().min(1),
    description: z.string(),
    sections: z.array(
      z.object({
        title: z.string().min(1),
        /** Each article's code is its anchor on the page (`#code`). */
        articles: z.array(z.object({ code: codeSchema, title: z.string().min(1), body_md: z.string() })),
      }),
    ),
  })
  .refine(
    ({ sections }) => {
      const codes = sections.flatMap((section) => section.articles.map((article) => article.code));
      return new Set(codes).size === codes.length;
    },
    { message: 'Коды статей базы знаний повторяются: каждый — якорь на странице' },
  );

/** `GET /Content/getKnowledge/`: the knowledge base with every article's Markdown rendered on the server. */
export const knowledgeSchema = z.object({
  title: z.string(),
  description: z.string(),
  sections: z.array(
    z.object({
      title: z.string(),
      articles: z.array(z.object({ code: z.string(), title: z.string(), body_html: z.string() })),
    }),
  ),
});

const landingHeroSchema = z.object({
  type: z.literal('hero'),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  link: z.object({ text: z.string(), link: z.string() }).nullable(),
  form: formButtonSchema.nullable(),
});
const landingBenefitsSchema = z.object({
  type: z.literal('benefits'),
  title: z.string(),
  items: z.array(z.object({ title: z.string(), text: z.string() })),
});
const landingFormSchema = z.object({ type: z.literal('form'), title: z.string(), text: z.string(), form: formButtonSchema });

/** Content block `landing`: the campaign page's blocks in order; product picks name catalogue products by code. */
export const landingBlockSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  blocks: z.array(
    z.discriminatedUnion('type', [
      landingHeroSchema,
      landingBenefitsSchema,
      z.object({ type: z.literal('products'), title: z.string(), product_codes: z.array(z.string()).max(24) }),
      landingFormSchema,
    ]),
  ),
});

/** `GET /Content/getLanding/`: the blocks with the picked products as listing cards (those still in the catalogue). */
export const landingSchema = z.object({
  title: z.string(),
  description: z.string(),
  blocks: z.array(
    z.discriminatedUnion('type', [
      landingHeroSchema,
      landingBenefitsSchema,
      z.object({ type: z.literal('products'), title: z.string(), products: z.array(productCardSchema) }),
      landingFormSchema,
    ]),
  ),
});

export type Header = z.infer<typeof headerSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type Home = z.infer<typeof homeSchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type ServicesBlock = z.infer<typeof servicesBlockSchema>;
export type KnowledgeBlock = z.infer<typeof knowledgeBlockSchema>;
export type Knowledge = z.infer<typeof knowledgeSchema>;
export type Services = z.infer<typeof servicesSchema>;
export type ServiceAnswer = z.infer<typeof serviceAnswerSchema>;
export type LandingBlock = z.infer<typeof landingBlockSchema>;
export type Landing = z.infer<typeof landingSchema>;
