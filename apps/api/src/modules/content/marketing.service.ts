import type { Landing, ServiceAnswer, Services } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { cardsByIds } from '../catalog/cards-by-ids.ts';
import { productIdsByCodes } from '../catalog/products.repository.ts';
import { getLandingBlock, getServicesBlock } from './content.repository.ts';
import { renderMarkdownCached } from './markdown.ts';

export const serviceUrl = (code: string) => `/services/${code}/`;

/** /services/: the heading and a card per service. */
export async function getServices(db: Db): Promise<Services> {
  const block = await getServicesBlock(db);
  return {
    title: block.title,
    description: block.description,
    services: block.services.map(({ code, title, summary, image }) => ({ code, title, summary, image, url: serviceUrl(code) })),
  };
}

/** /services/{code}/: the service with its Markdown rendered on the server, or 404. */
export async function getService(db: Db, code: string): Promise<ServiceAnswer> {
  const service = (await getServicesBlock(db)).services.find((candidate) => candidate.code === code);
  if (!service) throw notFound('Страница не найдена');
  const { body_md, ...rest } = service;
  return { ...rest, body_html: renderMarkdownCached(db, `service:${code}`, body_md) };
}

/** /landing/: the campaign's blocks, product picks as listing cards of the products still in the catalogue. */
export async function getLanding(db: Db): Promise<Landing> {
  const landing = await getLandingBlock(db);
  const blocks = await Promise.all(
    landing.blocks.map(async (block) => {
      if (block.type !== 'products') return block;
      const products = await cardsByIds(db, await productIdsByCodes(db, block.product_codes));
      return { type: block.type, title: block.title, products };
    }),
  );
  return { title: landing.title, description: landing.description, blocks };
}
