import { createRequestHandler, RouterContextProvider } from 'react-router';
import { type RequestContext, requestContext } from '../app/context.ts';

/** The web side's server entry: the composition root calls this with the in-process API fetch. */
export function createWebHandler() {
  // @ts-expect-error virtual module provided by React Router at build time
  const handle = createRequestHandler(() => import('virtual:react-router/server-build'));
  return (request: Request, context: RequestContext): Promise<Response> => {
    const provider = new RouterContextProvider();
    provider.set(requestContext, context);
    return handle(request, provider);
  };
}
