import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { SERVER_RENDERED_ROUTES } from './server-rendered-routes';

function findRoute(id: string, list: readonly RouteObject[] = routes): RouteObject | undefined {
  for (const route of list) {
    if (route.id === id) return route;
    const child = findRoute(id, route.children ?? []);
    if (child) return child;
  }
  return undefined;
}

describe('SERVER_RENDERED_ROUTES', () => {
  it.each(Object.entries(SERVER_RENDERED_ROUTES))(
    'names the module the route %s loads, whose stylesheets the server links',
    async (id, { module }) => {
      const route = findRoute(id);
      expect(route?.lazy, id).toBeTypeOf('function');

      const loaded = await (route!.lazy as () => Promise<{ Component: unknown }>)();
      const declared = (await import(/* @vite-ignore */ `../../${module}`)) as {
        default: unknown;
      };

      expect(loaded.Component).toBe(declared.default);
    },
  );
});
