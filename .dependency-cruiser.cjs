/** The architecture's import rules (docs/architecture.md), checked by `npm run lint`. */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', comment: 'No import cycles.', from: {}, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } },
    { name: 'web-not-api', severity: 'error', comment: 'The web app knows the server only through the HTTP contract and packages/contracts.', from: { path: '^apps/web/' }, to: { path: '^apps/api/' } },
    { name: 'api-not-web', severity: 'error', comment: 'The API never imports the web app.', from: { path: '^apps/api/' }, to: { path: '^apps/web/' } },
    { name: 'packages-not-apps', severity: 'error', comment: 'Shared packages import no app.', from: { path: '^packages/' }, to: { path: '^apps/' } },
    {
      name: 'features-not-features',
      severity: 'error',
      comment: 'A feature never imports another feature: what several share lives in a shared folder (components, lib, forms, ui, api, visitor).',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: { path: '^apps/web/app/features/([^/]+)/', pathNot: '^apps/web/app/features/$1/' },
    },
    {
      name: 'shared-not-features',
      severity: 'error',
      comment: 'Shared web code (ui, components, lib, forms, api, visitor) does not reach up into features or routes.',
      from: { path: '^apps/web/app/(ui|components|lib|forms|api|visitor)/' },
      to: { path: '^apps/web/app/(features|routes|layouts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(build|node_modules|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
