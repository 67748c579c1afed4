import { z } from 'zod';

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
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body_html: z.string(),
});

export type Header = z.infer<typeof headerSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type Home = z.infer<typeof homeSchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;
