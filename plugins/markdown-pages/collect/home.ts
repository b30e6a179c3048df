import {entryPoints} from '../../../src/components/EntryPoints/entries';
import {entryPointsHeading, firstCall, heroLead} from '../../../src/data/home';
import type {PagePlan} from './types';

/** The home page, from the same words its components show. */
export function homePage(title: string, tagline: string): PagePlan {
  return {
    path: '/',
    title,
    description: tagline,
    section: 'home',
    body: ({linkTo}) =>
      [
        heroLead,
        `## ${entryPointsHeading}`,
        entryPoints.map((entry) => `- [${entry.title}](${linkTo(entry.to)}): ${entry.description}`).join('\n'),
        `## ${firstCall.heading}`,
        firstCall.text,
        `\`\`\`bash title="${firstCall.title}"\n${firstCall.request}\n\`\`\``,
      ].join('\n\n'),
  };
}
