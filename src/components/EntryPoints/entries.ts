/** One section of the site as the home page and the not-found page offer it. */
export interface EntryPoint {
  readonly title: string;
  readonly to: string;
  readonly description: string;
  /** The link's text; it names its target, so it reads well on its own (a screen reader's link list). */
  readonly cta: string;
}

export const entryPoints: readonly EntryPoint[] = [
  {
    title: 'Guides',
    to: '/docs/intro',
    description: 'Concepts and step-by-step tasks: tokens, entities, journeys, webhooks, automation and portals.',
    cta: 'Read the guides',
  },
  {
    title: 'REST API',
    to: '/api',
    description: 'Every operation of every service, with schemas, examples and curl, JavaScript and Python samples.',
    cta: 'Open the REST reference',
  },
  {
    title: 'GraphQL',
    to: '/graphql/sharing',
    description: 'Share entities with partner organizations and offer work to them first come, first served.',
    cta: 'Explore the GraphQL schema',
  },
  {
    title: 'SDK',
    to: '/docs/architecture/sdk',
    description: 'Typed TypeScript clients for all services, with retries, pagination and typed errors.',
    cta: 'Install the SDK',
  },
  {
    title: 'Apps',
    to: '/apps',
    description: 'Extend journeys, portals and the back office with your own components and publish them.',
    cta: 'Build an app',
  },
];
