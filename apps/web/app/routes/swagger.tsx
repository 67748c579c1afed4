import type { Route } from './+types/swagger';

export const meta: Route.MetaFunction = () => [{ title: 'API — документация' }, { name: 'robots', content: 'noindex' }];

/** /swagger (layout empty): the Swagger UI the API serves, full page. */
export default function SwaggerRoute() {
  return <iframe src="/api/docs/" title="Документация API" style={{ display: 'block', width: '100%', height: '100vh', border: 0 }} />;
}
